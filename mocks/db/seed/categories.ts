import type { Localized } from '../schema/fragments.ts'
import type { Seeder } from './helpers.ts'
import { storeFakeImage } from '../../domain/fake-images.ts'
import { categoryIcon } from './art/category-icon.ts'
import { buttonTexts, categoryDefinitions, type GameKey } from './texts.ts'

export interface SeededCategory {
  id: number
  slug: string
  name: Localized
  game: GameKey | undefined
  subcategoryIds: number[]
}

export async function seedCategories(s: Seeder): Promise<SeededCategory[]> {
  const { db, f } = s
  const seeded: SeededCategory[] = []
  let subcategoryId = 1
  for (const [index, definition] of categoryDefinitions.entries()) {
    const id = index + 1
    await db.categories.create({
      id,
      slug: definition.slug,
      name: definition.name,
      image: await storeFakeImage(db, 'tile', categoryIcon(definition.icon, definition.color)),
      showAlert: index % 3 === 0,
      seoTitle: {
        ru: `${definition.name.ru} — бесплатные скины и бонусы`,
        en: index % 4 === 3 ? null : `${definition.name.en}: free skins and bonuses`,
      },
      seoDescription: {
        ru: `Проверенные сайты раздела «${definition.name.ru}»: бонусы, промокоды и отзывы.`,
        en: `Checked sites in ${definition.name.en}: bonuses, promocodes and reviews.`,
      },
      position: index,
    })
    const subcategoryIds: number[] = []
    for (const [subIndex, sub] of definition.subcategories.entries()) {
      await db.subcategories.create({
        id: subcategoryId,
        categoryId: id,
        slug: sub.slug,
        name: sub.name,
        buttonText: f.helpers.arrayElement(buttonTexts),
        seoTitle: {
          ru: `${sub.name.ru} — ${definition.name.ru}`,
          en: subIndex === 0 ? `${sub.name.en} — ${definition.name.en}` : null,
        },
        seoDescription: { ru: null, en: null },
        position: subIndex,
      })
      subcategoryIds.push(subcategoryId)
      subcategoryId++
    }
    seeded.push({ id, slug: definition.slug, name: definition.name, game: definition.game, subcategoryIds })
  }
  return seeded
}
