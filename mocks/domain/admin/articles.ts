import { AdminArticleInput } from '../../../src/api/field-rules.gen.ts'
import type { Db } from '../../db/db.ts'
import { nextId } from '../../db/db.ts'
import type { ArticleRow } from '../../db/schema/articles.ts'
import { clock } from '../../clock.ts'
import { withLocalizedHeadingIds } from '../headings.ts'
import { byLocalized, byNumber, isTaken, type AdminEntity } from './entity.ts'
import { InputReader, type Fields } from './input.ts'
import { adminMessages as a } from './messages.ts'

/** What the panel edits; views, rating and the dates are the server's. */
type ArticleInput = Omit<ArticleRow, 'id' | 'views' | 'createdAtMs' | 'updatedAtMs'>

function readArticle(db: Db, fields: Fields, existing?: ArticleRow): ArticleInput {
  const r = new InputReader(fields)
  const text = r.localized('text', { maxLength: 100_000 })
  const input: ArticleInput = {
    slug: r.slug('slug', AdminArticleInput.slug),
    title: r.localized('title', { maxLength: 200 }),
    description: r.localized('description', { maxLength: 500 }),
    preview: r.localizedImage('preview', existing?.preview),
    // The public page's table of contents lists the headings that have ids: every one gets one.
    text: withLocalizedHeadingIds(text),
    promocode: r.optionalText('promocode', { maxLength: 64 }),
    url: r.optionalUrl('url'),
    published: r.boolean('published'),
    seoTitle: r.localizedNullable('seoTitle', { maxLength: 200 }),
    seoDescription: r.localizedNullable('seoDescription', { maxLength: 500 }),
  }
  if (!r.failed('slug') && isTaken(db.articles.all(), (row) => row.slug, input.slug, existing?.id))
    r.fail('slug', a.slugTaken)
  r.done()
  return input
}

/**
 * Articles (`/articles/{slug}`). A draft (`published: false`) is seen here only: the public
 * list, page, comments, search and sitemap leave it out. Nothing else depends on an article;
 * its comments go with it.
 */
export const articlesAdmin: AdminEntity<ArticleRow> = {
  section: 'articles',
  rows: (db) => db.articles.all(),
  searchText: (row) => [row.slug, row.title.ru, row.title.en, ...(row.promocode === null ? [] : [row.promocode])],
  filters: {
    published: { type: 'boolean', matches: (row, value) => row.published === value },
  },
  sorts: {
    createdAt: byNumber((row) => row.createdAtMs),
    title: byLocalized((row) => row.title),
    views: byNumber((row) => row.views),
  },
  defaultSort: '-createdAt',
  async create({ db }, fields) {
    const input = readArticle(db, fields)
    const now = clock.now()
    return db.articles.create({ id: nextId(db.articles.all()), ...input, views: 0, createdAtMs: now, updatedAtMs: now })
  },
  async update({ db }, row, fields) {
    const input = readArticle(db, fields, row)
    return db.articles.update((q) => q.where({ id: row.id }), {
      strict: true,
      data(draft) {
        Object.assign(draft, input)
        draft.updatedAtMs = clock.now()
      },
    })
  },
  usedBy: () => [],
  remove({ db }, row) {
    db.comments.deleteMany((q) => q.where({ target: 'article', targetId: row.id }))
    db.articles.delete((q) => q.where({ id: row.id }))
  },
}
