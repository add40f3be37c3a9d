import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { cardBySlug, listCards, similarCards, topCards } from './cards.ts'
import { categoryBySlug } from './categories.ts'

describe('cards', () => {
  it('gives similar cards from the same category, never the card itself', async () => {
    const db = await freshDb()
    const card = cardBySlug(db, db.cards.all()[0]?.slug ?? '')
    const similar = similarCards(db, card)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.every((other) => other.categoryId === card.categoryId && other.id !== card.id)).toBe(true)
    expect(topCards(db).every((row) => row.top)).toBe(true)
    expect(() => cardBySlug(db, 'unknown-card')).toThrowError('The card was not found')
  })

  it('filters cards by category slug and text', async () => {
    const db = await freshDb()
    const rust = listCards(db, { category: 'rust-skins', locale: 'en', page: 1 })
    expect(rust.total).toBeGreaterThan(0)
    expect(rust.items.every((card) => card.categoryId === categoryBySlug(db, 'rust-skins').id)).toBe(true)
    expect(listCards(db, { category: 'unknown', locale: 'en', page: 1 }).total).toBe(0)
  })
})
