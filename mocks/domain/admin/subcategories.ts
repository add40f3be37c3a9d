import { AdminSubcategoryInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { SubcategoryRow } from '../../db/schema/subcategories.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { cardsCount } from './messages.ts'

type SubcategoryInput = Omit<SubcategoryRow, 'id'>

const messages = {
  noSuchCategory: { ru: 'Такой категории нет.', en: 'There is no such category.' },
  slugTakenInCategory: {
    ru: 'В этой категории уже есть подкатегория с таким адресом.',
    en: 'This category already has a subcategory with this slug.',
  },
  cardsStay: (n: number): Localized => {
    const cards = cardsCount(n)
    return {
      ru: `Нельзя перенести в другую категорию, пока в подкатегории ${cards.ru}: сначала переместите их.`,
      en: `It cannot move to another category while it has ${cards.en}: move them first.`,
    }
  },
}

export function cardsInSubcategory(db: Db, subcategoryId: number): number {
  return db.cards.findMany((q) => q.where({ subcategoryId })).length
}

function readSubcategory(db: Db, fields: Fields, existing?: SubcategoryRow): SubcategoryInput {
  const r = new InputReader(fields)
  const input: SubcategoryInput = {
    categoryId: r.integer('categoryId', AdminSubcategoryInput.categoryId),
    slug: r.slug('slug', AdminSubcategoryInput.slug),
    name: r.localized('name', { maxLength: 100 }),
    buttonText: r.localized('buttonText', { maxLength: 100 }),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
    position: r.integer('position', AdminSubcategoryInput.position),
  }
  if (!r.failed('categoryId')) {
    if (!db.categories.findFirst((q) => q.where({ id: input.categoryId })))
      r.fail('categoryId', messages.noSuchCategory)
    else if (existing && existing.categoryId !== input.categoryId) {
      // Its cards belong to the old category: moving the subcategory would leave them in one they are not in.
      const cards = cardsInSubcategory(db, existing.id)
      if (cards > 0) r.fail('categoryId', messages.cardsStay(cards))
    }
  }
  if (!r.failed('slug') && !r.failed('categoryId')) {
    const siblings = db.subcategories.findMany((q) => q.where({ categoryId: input.categoryId }))
    if (isTaken(siblings, (row) => row.slug, input.slug, existing?.id)) r.fail('slug', messages.slugTakenInCategory)
  }
  r.done()
  return input
}

/** Subcategories of a category (`/{category}/{slug}`): the slug is unique within the category. One with cards stays. */
export const subcategoriesAdmin: AdminEntity<SubcategoryRow> = {
  section: 'subcategories',
  rows: (db) => db.subcategories.all(),
  searchText: (row) => [row.slug, row.name.ru, row.name.en],
  filters: {
    category: { type: 'id', matches: (row, value) => row.categoryId === value },
  },
  sorts: {
    position: byNumber((row) => row.position),
    name: byLocalized((row) => row.name),
  },
  defaultSort: 'position',
  async create({ db }, fields) {
    const input = readSubcategory(db, fields)
    return db.subcategories.create({ id: nextId(db.subcategories.all()), ...input })
  },
  async update({ db }, row, fields) {
    const input = readSubcategory(db, fields, row)
    return db.subcategories.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
      },
    })
  },
  usedBy(db, row) {
    const cards = cardsInSubcategory(db, row.id)
    return cards > 0 ? [cardsCount(cards)] : []
  },
  remove({ db }, row) {
    db.subcategories.delete((q) => q.where({ id: row.id }))
  },
}
