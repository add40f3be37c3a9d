import { describe, expect, it } from 'vitest'
import { clock, CLOCK_START_MS } from '../../clock.ts'
import { freshDb } from '../../../testing/backend/fake-db.ts'
import { FAKE_IMAGE_PATH, fakeImageByName } from '../../domain/fake-images.ts'
import type { Db } from '../db.ts'
import { escapeXml } from './images.ts'
import { DEFAULT_SEED } from './index.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

function snapshot(db: Db): unknown {
  return JSON.parse(
    JSON.stringify(Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()]))),
  )
}

/** Fields ending in `Ms` that hold a duration, not an instant. */
const durations = new Set(['cooldownMs'])

/**
 * Walks two snapshots side by side: every instant (a field ending in `Ms`, not a duration)
 * must differ by `shiftMs`, everything else must be equal. Answers how many instants it saw.
 */
function expectShifted(moved: unknown, original: unknown, shiftMs: number, path = '$'): number {
  if (Array.isArray(original)) {
    expect(Array.isArray(moved), path).toBe(true)
    const movedItems = moved as unknown[]
    expect(movedItems.length, path).toBe(original.length)
    return original.reduce<number>(
      (count, item, index) => count + expectShifted(movedItems[index], item, shiftMs, `${path}[${index}]`),
      0,
    )
  }
  if (typeof original === 'object' && original !== null) {
    expect(typeof moved === 'object' && moved !== null, path).toBe(true)
    const movedRecord = moved as Record<string, unknown>
    expect(Object.keys(movedRecord).sort(), path).toEqual(Object.keys(original).sort())
    let count = 0
    for (const [key, value] of Object.entries(original)) {
      const at = `${path}.${key}`
      if (key.endsWith('Ms') && !durations.has(key) && value !== null) {
        expect(typeof value, at).toBe('number')
        expect(movedRecord[key], at).toBe((value as number) + shiftMs)
        count++
      } else count += expectShifted(movedRecord[key], value, shiftMs, at)
    }
    return count
  }
  expect(moved, path).toEqual(original)
  return 0
}

describe('seed', () => {
  it('gives deep-equal data for the same seed', async () => {
    const first = snapshot(await freshDb(DEFAULT_SEED))
    const second = snapshot(await freshDb(DEFAULT_SEED))
    expect(second).toEqual(first)
  })

  it('starts the clock at CLOCK_START_MS unless told otherwise, and seeds relative to it', async () => {
    const db = await freshDb()
    expect(clock.now()).toBe(CLOCK_START_MS)
    expect(db.cases.findFirst((q) => q.where({ type: 'timed' }))?.windowsFromMs).toBe(CLOCK_START_MS)
  })

  it('gives deep-equal data for the same seed and start instant', async () => {
    const baseMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const first = snapshot(await freshDb(DEFAULT_SEED, baseMs))
    expect(clock.now()).toBe(baseMs)
    const second = snapshot(await freshDb(DEFAULT_SEED, baseMs))
    expect(second).toEqual(first)
  })

  it('shifts every seeded instant by the difference of the start instants, and nothing else', async () => {
    const original = snapshot(await freshDb(DEFAULT_SEED, CLOCK_START_MS))
    // Later in the same year: article titles name the start's year (see below).
    const shiftMs = 37 * DAY + 13 * MINUTE + 7_123
    const moved = snapshot(await freshDb(DEFAULT_SEED, CLOCK_START_MS + shiftMs))
    expect(expectShifted(moved, original, shiftMs)).toBeGreaterThan(500)
    // Earlier works the same way.
    expect(
      expectShifted(snapshot(await freshDb(DEFAULT_SEED, CLOCK_START_MS - 3 * DAY)), original, -3 * DAY),
    ).toBeGreaterThan(500)
  })

  it('keeps every kind of seeded date on the same side of the start', async () => {
    const baseMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const db = await freshDb(DEFAULT_SEED, baseMs)
    const giveaways = db.giveaways.all()
    expect(giveaways.filter((row) => row.endsAtMs > baseMs).map((row) => row.slug)).toEqual([
      'cyberpunk-key',
      'elden-ring-key',
      'skinrush-codes',
      'weekly-codes',
    ])
    for (const row of [
      ...db.notifications.all(),
      ...db.trades.all(),
      ...db.cards.all(),
      ...db.articles.all(),
      ...db.comments.all(),
    ]) {
      expect(row.createdAtMs).toBeLessThan(baseMs)
    }
    expect(db.casePromocodes.findFirst((q) => q.where({ code: 'EXPIRED24' }))?.validUntilMs).toBe(baseMs - DAY)
    expect(db.casePromocodes.findFirst((q) => q.where({ code: 'FREESKINS' }))?.validUntilMs).toBe(baseMs + 30 * DAY)
  })

  it("names the start instant's year in article titles", async () => {
    const titles = (db: Db) => db.articles.all().map((row) => row.title.en)
    expect(titles(await freshDb(DEFAULT_SEED)).some((title) => title.includes('2025'))).toBe(true)
    const later = titles(await freshDb(DEFAULT_SEED, Date.UTC(2027, 0, 10)))
    expect(later.some((title) => title.includes('2027'))).toBe(true)
    expect(later.some((title) => /\b20(2[0-6])\b/.test(title))).toBe(false)
  })

  it('gives different data for another seed', async () => {
    const first = await freshDb(1)
    const second = await freshDb(2)
    expect(first.cards.all().map((card) => card.slug)).not.toEqual(second.cards.all().map((card) => card.slug))
  })

  it('fills every screen with enough data', async () => {
    const db = await freshDb()
    expect(db.categories.count()).toBe(8)
    expect(db.cards.count()).toBe(72)
    // "Load more" needs a category with more than one page (12) of cards.
    const firstCategory = db.categories.findFirst((q) => q.where({ id: 1 }))
    expect(db.cards.findMany((q) => q.where({ categoryId: firstCategory?.id ?? -1 })).length).toBeGreaterThan(12)
    expect(db.articles.findMany((q) => q.where({ published: true }))).toHaveLength(30)
    // One draft for the admin panel, last.
    expect(db.articles.findMany((q) => q.where({ published: false })).map((row) => row.id)).toEqual([31])
    expect(db.cardTypes.count()).toBe(5)
    expect(db.shopItems.count()).toBe(80)
    expect(db.cases.count()).toBe(6)
    expect(new Set(db.cases.all().map((row) => row.type))).toEqual(new Set(['free', 'promocode', 'timed']))
    expect(new Set(db.giveaways.all().map((row) => row.type))).toEqual(new Set(['games', 'promocodes']))
    expect(db.comments.count()).toBeGreaterThan(100)
    expect(db.subcategories.findMany((q) => q.where({ categoryId: 1 })).length).toBeGreaterThanOrEqual(2)
  })

  it('gives every picture as the address of a small SVG the fake backend serves', async () => {
    const db = await freshDb()
    const images = [
      ...db.categories.all().map((row) => row.image),
      ...db.cases.all().map((row) => row.preview),
      ...db.cards.all().map((row) => row.preview),
      ...db.articles.all().flatMap((row) => [row.preview.ru, row.preview.en]),
      ...db.giveaways.all().flatMap((row) => [row.preview.ru, row.preview.en]),
      ...db.shopItems.all().map((row) => row.image),
      ...db.caseItems.all().map((row) => row.image),
      ...db.users.all().map((row) => row.steamAvatar),
      ...db.banners.all().flatMap((row) => [row.image.ru, row.image.en]),
    ]
    expect(images.length).toBeGreaterThan(200)
    for (const image of images) {
      expect(image).toMatch(/^\/api\/fake-images\/[a-z]+-[0-9a-f]{8}\.svg$/)
      const svg = fakeImageByName(db, image.slice(FAKE_IMAGE_PATH.length))?.svg
      expect(svg, image).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/)
      expect(svg?.length, image).toBeLessThan(2500)
    }
  })

  it('draws the same pictures, byte for byte, from the same seed', async () => {
    const [first, second] = [await freshDb(), await freshDb()]
    expect(second.fakeImages.all()).toEqual(first.fakeImages.all())
  })

  it('draws article and giveaway pictures in each language: a giveaway carries its title, an article its kicker', async () => {
    const db = await freshDb()
    const svgOf = (path: string): string => fakeImageByName(db, path.slice(FAKE_IMAGE_PATH.length))?.svg ?? ''
    for (const row of db.giveaways.all()) {
      expect(svgOf(row.preview.ru)).toContain(escapeXml(firstWord(row.title.ru)))
      expect(svgOf(row.preview.en)).toContain(escapeXml(firstWord(row.title.en)))
    }
    for (const row of db.articles.all()) {
      expect(svgOf(row.preview.ru)).toMatch(/>[А-ЯЁ ]+</)
      expect(svgOf(row.preview.en)).toMatch(/>[A-Z ]+</)
    }
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
      const sum = db.ledger
        .findMany((q) => q.where({ userId: user.id }))
        .reduce((total, row) => total + row.amountCents, 0)
      expect(sum).toBe(user.balanceCents)
    }
  })
})

function firstWord(text: string): string {
  return text.split(/\s+/)[0] ?? ''
}
