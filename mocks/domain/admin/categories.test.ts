import { describe, expect, it } from 'vitest'
import type { CardRow } from '../../db/schema/cards.ts'
import { freshDb, personaUser } from '../../../testing/backend/fake-db.ts'
import { listCards } from '../cards.ts'
import { categoryBySlug } from '../categories.ts'
import { cardsAdmin } from './cards.ts'
import { cardsInCategory, categoriesAdmin } from './categories.ts'
import { deleteRecord } from './crud.ts'

const fields = {
  slug: 'new-games',
  name: JSON.stringify({ ru: 'Новые игры', en: 'New games' }),
  image: 'https://cdn.example/n.png',
  showAlert: 'true',
  position: '3',
}

describe('categories in the admin panel', () => {
  it('creates a category that the public API finds by its slug, in both languages', async () => {
    const db = await freshDb()
    const row = await categoriesAdmin.create(
      { db, actor: personaUser(db, 'admin') },
      { ...fields, seoTitle: JSON.stringify({ ru: 'Игры', en: '' }) },
    )
    expect(categoryBySlug(db, 'new-games')).toMatchObject({
      id: row.id,
      name: { ru: 'Новые игры', en: 'New games' },
      showAlert: true,
      seoTitle: { ru: 'Игры', en: null },
    })
    expect(listCards(db, { category: 'new-games', locale: 'en', page: 1 }).total).toBe(0)
  })

  it('keeps slugs unique, whatever their case, but lets a category keep its own', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    await expect(categoriesAdmin.create(context, { ...fields, slug: 'cs2-cases' })).rejects.toMatchObject({
      kind: 'invalid',
      fields: { slug: [{ en: 'This slug is already taken.' }] },
    })
    const existing = categoryBySlug(db, 'cs2-cases')
    const updated = await categoriesAdmin.update(context, existing, {
      ...fields,
      slug: 'cs2-cases',
      image: existing.image,
    })
    expect(updated).toMatchObject({ slug: 'cs2-cases', image: existing.image, name: { en: 'New games' } })
  })

  it('counts the cards the panel moves in and out, so a category empties and can go', async () => {
    const db = await freshDb()
    const context = { db, actor: personaUser(db, 'admin') }
    const empty = await categoriesAdmin.create(context, fields)
    expect(categoriesAdmin.usedBy(db, empty)).toEqual([])
    const card = db.cards.all().find((row) => row.subcategoryId === null)
    if (!card) throw new Error('the seed has cards without a subcategory')
    const from = db.categories.findFirst((q) => q.where({ id: card.categoryId }))
    if (!from) throw new Error('cards have categories')
    const before = cardsInCategory(db, from.id)
    const form = cardForm(card, empty.id)
    const moved = await cardsAdmin.update(context, card, form)
    expect(categoriesAdmin.usedBy(db, empty).map((use) => use.ru)).toEqual(['1 карточка'])
    expect(cardsInCategory(db, from.id)).toBe(before - 1)
    await expect(deleteRecord(db, categoriesAdmin, context.actor, empty.id)).rejects.toMatchObject({ kind: 'conflict' })
    await deleteRecord(db, cardsAdmin, context.actor, moved.id)
    await deleteRecord(db, categoriesAdmin, context.actor, empty.id)
    expect(() => categoryBySlug(db, 'new-games')).toThrowError()
  })

  it('names the cards and subcategories that keep a category from being deleted', async () => {
    const db = await freshDb()
    const uses = categoriesAdmin.usedBy(db, categoryBySlug(db, 'cs2-cases')).map((use) => use.ru)
    expect(uses).toEqual([expect.stringMatching(/^\d+ карточ/), '3 подкатегории'])
  })
})

/** A card's own fields as the panel's form sends them back, in another category. */
function cardForm(card: CardRow, categoryId: number): Record<string, string> {
  const text = (value: unknown): string => JSON.stringify(value)
  return {
    slug: card.slug,
    categoryId: String(categoryId),
    preview: card.preview,
    title: text(card.title),
    fullTitle: text(card.fullTitle),
    description: text(card.description),
    text: text(card.text),
    instruction: text(card.instruction),
    buttonText: text(card.buttonText),
    link: card.link,
    reward: text(card.reward),
    badgeIds: text(card.badgeIds),
    position: String(card.position),
  }
}
