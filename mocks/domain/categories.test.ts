import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { categoryBySlug, categoryCards, listCategories, subcategoriesOf, subcategoryBySlug } from './categories.ts'

describe('categories', () => {
  it("filters a category's cards by subcategory; an unknown one gives none", async () => {
    const db = await freshDb()
    const category = categoryBySlug(db, 'cs2-cases')
    const all = categoryCards(db, category, { page: 1 })
    const sub = subcategoriesOf(db, category)[0]
    if (!sub) throw new Error('cs2-cases has subcategories')
    const filtered = categoryCards(db, category, { subcategory: sub.slug, page: 1 })
    expect(all.total).toBeGreaterThan(filtered.total)
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.items.every((card) => card.subcategoryId === sub.id)).toBe(true)
    expect(categoryCards(db, category, { subcategory: 'nope', page: 1 }).total).toBe(0)
    expect(subcategoryBySlug(db, category, sub.slug).id).toBe(sub.id)
    expect(() => subcategoryBySlug(db, categoryBySlug(db, 'trading'), sub.slug)).toThrowError(
      'The subcategory was not found',
    )
  })

  it("finds categories by name in the request's language", async () => {
    const db = await freshDb()
    expect(listCategories(db, { search: 'промо', locale: 'ru', page: 1 }).items.map((row) => row.slug)).toEqual([
      'promocodes',
    ])
    expect(listCategories(db, { search: 'промо', locale: 'en', page: 1 }).total).toBe(0)
  })
})
