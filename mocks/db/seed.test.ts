import { describe, expect, it } from 'vitest'
import type { Db } from './db.ts'
import { freshDb } from '../testing.ts'
import { DEFAULT_SEED } from './seed.ts'

function snapshot(db: Db): unknown {
  return JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()]))))
}

describe('seed', () => {
  it('gives deep-equal data for the same seed', async () => {
    const first = snapshot(await freshDb(DEFAULT_SEED))
    const second = snapshot(await freshDb(DEFAULT_SEED))
    expect(second).toEqual(first)
  })

  it('gives different data for another seed', async () => {
    const first = await freshDb(1)
    const second = await freshDb(2)
    expect(first.cards.all().map((card) => card.slug)).not.toEqual(second.cards.all().map((card) => card.slug))
  })

  it('fills every screen with enough data', async () => {
    const db = await freshDb()
    expect(db.categories.count()).toBe(8)
    expect(db.cards.count()).toBe(60)
    expect(db.articles.count()).toBe(30)
    expect(db.shopItems.count()).toBe(80)
    expect(db.cases.count()).toBe(6)
    expect(new Set(db.cases.all().map((row) => row.type))).toEqual(new Set(['free', 'promocode', 'timed']))
    expect(new Set(db.giveaways.all().map((row) => row.type))).toEqual(new Set(['games', 'promocodes']))
    expect(db.comments.count()).toBeGreaterThan(100)
    expect(db.subcategories.findMany((q) => q.where({ categoryId: 1 })).length).toBeGreaterThanOrEqual(2)
  })

  it('uses only inline images, so everything loads offline', async () => {
    const db = await freshDb()
    const images = [
      ...db.categories.all().map((row) => row.image),
      ...db.cards.all().map((row) => row.preview),
      ...db.articles.all().map((row) => row.preview),
      ...db.shopItems.all().map((row) => row.image),
      ...db.caseItems.all().map((row) => row.image),
      ...db.users.all().map((row) => row.steamAvatar),
      ...db.banners.all().map((row) => row.image),
    ]
    expect(images.length).toBeGreaterThan(200)
    for (const image of images) expect(image.startsWith('data:image/svg+xml,')).toBe(true)
  })

  it('writes texts in both languages with headings and promocodes', async () => {
    const db = await freshDb()
    const card = db.cards.findMany((q) => q.where({ promocode: (code) => code !== null }))[0]
    expect(card?.text.ru).toMatch(/<h2 id="about">О сайте /)
    expect(card?.text.en).toMatch(/<h2 id="about">About /)
    expect(card?.text.en).toContain(`<strong>${card?.promocode}</strong>`)
    expect(card?.text.ru).toMatch(/<h3 id="[a-z-]+">/)
  })

  it('keeps every balance equal to the sum of its ledger', async () => {
    const db = await freshDb()
    for (const user of db.users.all()) {
      const sum = db.ledger.findMany((q) => q.where({ userId: user.id })).reduce((total, row) => total + row.amountCents, 0)
      expect(sum).toBe(user.balanceCents)
    }
  })
})
