import { describe, expect, it } from 'vitest'
import { CLOCK_START_MS } from '../../clock.ts'
import { freshDb } from '../../../testing/backend/fake-db.ts'
import { giveawayStatus, rewardsLeft } from '../../domain/giveaways.ts'
import type { Db } from '../db.ts'
import type { Localized } from '../schema/fragments.ts'
import { DEFAULT_SEED } from './index.ts'
import { categoryDefinitions, games } from './texts.ts'

const locales = ['ru', 'en'] as const
const gameNames = games.map((game) => game.name.en)

/** The game names a text mentions. */
function gamesIn(text: string): string[] {
  return gameNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text))
}

function allTexts(db: Db): Array<{ where: string; text: string }> {
  const texts: Array<{ where: string; text: string }> = []
  const add = (where: string, value: Localized) => {
    for (const locale of locales) texts.push({ where: `${where}.${locale}`, text: value[locale] ?? '' })
  }
  for (const card of db.cards.all()) {
    for (const field of ['title', 'fullTitle', 'description', 'text', 'instruction', 'reward'] as const) {
      add(`card ${card.slug} ${field}`, card[field])
    }
  }
  for (const article of db.articles.all()) {
    for (const field of ['title', 'description', 'text'] as const)
      add(`article ${article.slug} ${field}`, article[field])
  }
  for (const giveaway of db.giveaways.all()) add(`giveaway ${giveaway.slug}`, giveaway.description)
  return texts
}

/** What a visitor reads on the seeded site has to hold together as a real site's would. */
describe('seeded texts', () => {
  it('fills every template: no placeholder is left and no game name stands where a year belongs', async () => {
    const db = await freshDb()
    for (const { where, text } of allTexts(db)) {
      expect(text, where).not.toMatch(/\{\w+\}/)
      expect(text, where).not.toMatch(/since (?!\d{4}\b)|работает с (?!\d{4} года)/)
    }
  })

  it('gives every article, card and giveaway a title of its own in each language', async () => {
    const db = await freshDb()
    for (const rows of [db.articles.all(), db.cards.all(), db.giveaways.all()]) {
      for (const locale of locales) {
        const titles = rows.map((row) => row.title[locale])
        expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
      }
    }
  })

  it("lists in a game's category only sites whose texts name that game", async () => {
    const db = await freshDb()
    const gameCategories = categoryDefinitions.filter((definition) => definition.game)
    expect(gameCategories.map((definition) => definition.slug)).toEqual(['cs2-cases', 'rust-skins', 'dota2-items'])
    for (const definition of gameCategories) {
      const game = games.find((candidate) => candidate.key === definition.game)?.name.en
      const category = db.categories.findFirst((q) => q.where({ slug: definition.slug }))
      const cards = db.cards.findMany((q) => q.where({ categoryId: category?.id ?? -1 }))
      expect(cards.length).toBeGreaterThan(0)
      for (const card of cards) {
        for (const locale of locales) {
          const text = [card.description[locale], card.text[locale], card.instruction[locale]].join(' ')
          expect(
            gamesIn(text).filter((name) => name !== game),
            `${card.slug} in ${definition.slug}`,
          ).toEqual([])
        }
      }
    }
  })

  it("keeps an article's text on the game its title names", async () => {
    const db = await freshDb()
    for (const article of db.articles.all()) {
      const [game] = gamesIn(article.title.en)
      if (!game) continue
      for (const locale of locales) {
        expect(
          gamesIn(article.text[locale] ?? '').filter((name) => name !== game),
          article.slug,
        ).toEqual([])
      }
    }
  })

  it.each([CLOCK_START_MS, Date.UTC(2026, 10, 28, 2, 0)])(
    'names the clock year in "in <year>" titles and only earlier years as a founding year (start %i)',
    async (startMs) => {
      const db = await freshDb(DEFAULT_SEED, startMs)
      const year = new Date(startMs).getUTCFullYear()
      const titleYears = db.articles.all().flatMap((row) => row.title.en.match(/\b(19|20)\d{2}\b/g) ?? [])
      expect(titleYears.length).toBeGreaterThan(0)
      expect(new Set(titleYears)).toEqual(new Set([String(year)]))
      for (const { where, text } of allTexts(db)) {
        for (const [, since] of text.matchAll(/since (\d{4})/g)) expect(Number(since), where).toBeLessThan(year)
      }
    },
  )

  it('gives an ended giveaway no reward left, and an active one some', async () => {
    const db = await freshDb()
    const giveaways = db.giveaways.all()
    const ended = giveaways.filter((row) => giveawayStatus(row, CLOCK_START_MS) === 'ended')
    expect(ended.length).toBeGreaterThan(0)
    for (const row of ended) expect(rewardsLeft(db, row), row.slug).toBe(0)
    for (const row of giveaways.filter((row) => giveawayStatus(row, CLOCK_START_MS) === 'active')) {
      expect(rewardsLeft(db, row), row.slug).toBeGreaterThan(0)
    }
  })

  it('points at the button only on sites that have one for Russian visitors', async () => {
    const db = await freshDb()
    const hidden = db.cards.findMany((q) => q.where({ hideRuLink: true }))
    expect(hidden.length).toBeGreaterThan(0)
    for (const card of hidden) {
      expect(card.instruction.ru, card.slug).not.toMatch(/кнопк/i)
      expect(card.instruction.en, card.slug).not.toMatch(/button/i)
      expect(card.instruction.en, card.slug).toContain(card.title.en)
    }
  })
})
