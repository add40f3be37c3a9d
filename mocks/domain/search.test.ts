import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { search } from './search.ts'

describe('search', () => {
  it("finds cards by title in the request's language, case-insensitively", async () => {
    const db = await freshDb()
    const card = db.cards.findFirst((q) => q.where({ id: 1 }))
    const page = search(db, { text: card?.title.en.toUpperCase() ?? '', type: 'cards', locale: 'en', page: 1 })
    expect(page.items.map((hit) => hit.slug)).toContain(card?.slug)
  })

  it("matches descriptions only in the request's language", async () => {
    const db = await freshDb()
    const ru = search(db, { text: 'депозит', type: 'cards', locale: 'ru', page: 1 })
    expect(ru.total).toBeGreaterThan(0)
    for (const hit of ru.items) expect(`${hit.title.ru} ${hit.description.ru}`.toLowerCase()).toContain('депозит')
    expect(search(db, { text: 'депозит', type: 'cards', locale: 'en', page: 1 }).total).toBe(0)
  })

  it('searches articles when asked, newest first', async () => {
    const db = await freshDb()
    const page = search(db, { text: 'tradelink', type: 'articles', locale: 'en', page: 1 })
    expect(page.total).toBeGreaterThan(0)
    const articles = page.items.map((hit) => db.articles.findFirst((q) => q.where({ slug: hit.slug })))
    const times = articles.map((row) => row?.createdAtMs ?? 0)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('never finds a draft article, in either language', async () => {
    const db = await freshDb()
    const draft = db.articles.findFirst((q) => q.where({ published: false }))
    if (!draft) throw new Error('the seed has a draft')
    expect(search(db, { text: draft.title.en, type: 'articles', locale: 'en', page: 1 }).total).toBe(0)
    expect(search(db, { text: draft.title.ru, type: 'articles', locale: 'ru', page: 1 }).total).toBe(0)
    // The same words find published articles that carry them.
    expect(
      search(db, { text: 'cases', type: 'articles', locale: 'en', page: 1 }).items.map((hit) => hit.slug),
    ).not.toContain(draft.slug)
  })

  it('answers an empty list for any other type', async () => {
    const db = await freshDb()
    expect(search(db, { text: 'a', type: 'games', locale: 'en', page: 1 })).toEqual({
      items: [],
      total: 0,
      currentPage: 1,
      lastPage: 1,
    })
  })

  it('paginates by 12', async () => {
    const db = await freshDb()
    const first = search(db, { text: 'e', type: 'cards', locale: 'en', page: 1 })
    const second = search(db, { text: 'e', type: 'cards', locale: 'en', page: 2 })
    expect(first.items).toHaveLength(12)
    expect(first.lastPage).toBe(Math.ceil(first.total / 12))
    expect(second.items[0]?.slug).not.toBe(first.items[0]?.slug)
  })
})
