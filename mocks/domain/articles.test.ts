import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { articleBySlug, listArticles, viewArticle } from './articles.ts'

describe('articles', () => {
  it('counts a view each time an article is read and lists newest first', async () => {
    const db = await freshDb()
    const first = listArticles(db, 1).items[0]
    if (!first) throw new Error('articles are seeded')
    const read = await viewArticle(db, first.slug)
    expect(read.views).toBe(first.views + 1)
    expect((await viewArticle(db, first.slug)).views).toBe(first.views + 2)
    await expect(viewArticle(db, 'no-such-article')).rejects.toMatchObject({ kind: 'not-found' })
    expect(articleBySlug(db, first.slug).views).toBe(first.views + 2)
    const dates = listArticles(db, 1).items.map((row) => row.createdAtMs)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(listArticles(db, 3).items).toHaveLength(6)
  })

  it('never shows a draft: not in the list, and its page is not found like an unknown slug', async () => {
    const db = await freshDb()
    const draft = db.articles.findFirst((q) => q.where({ published: false }))
    if (!draft) throw new Error('the seed has a draft')
    const pages = [1, 2, 3].flatMap((page) => listArticles(db, page).items)
    expect(pages).toHaveLength(30)
    expect(pages.map((row) => row.id)).not.toContain(draft.id)
    expect(listArticles(db, 1).total).toBe(30)
    expect(() => articleBySlug(db, draft.slug)).toThrowError('The article was not found')
    await expect(viewArticle(db, draft.slug)).rejects.toMatchObject({ kind: 'not-found' })
    // Not even counted as read.
    expect(db.articles.findFirst((q) => q.where({ id: draft.id }))?.views).toBe(draft.views)
  })
})
