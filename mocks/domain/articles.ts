import type { Db } from '../db/db.ts'
import { defineIndex, uniqueBy } from '../db/indexes.ts'
import type { ArticleRow } from '../db/schema/articles.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

const articleIndex = defineIndex((rows: readonly ArticleRow[]) => {
  const published = rows.filter((row) => row.published).sort((a, b) => b.createdAtMs - a.createdAtMs)
  return { published, publishedBySlug: uniqueBy(published, (row) => row.slug) }
})

/** What visitors may see: published articles, newest first. Drafts exist for the admin panel only. */
export function publishedArticles(db: Db): readonly ArticleRow[] {
  return articleIndex(db.articles).published
}

export function listArticles(db: Db, page: number): Page<ArticleRow> {
  return paginate(publishedArticles(db), page)
}

/** A published article; a draft is not found, exactly like a slug nobody used. */
export function articleBySlug(db: Db, slug: string): ArticleRow {
  const row = articleIndex(db.articles).publishedBySlug.get(slug)
  if (!row) throw notFound(m.articleNotFound)
  return row
}

/** Reading an article counts a view; answers the article with the new count. */
export async function viewArticle(db: Db, slug: string): Promise<ArticleRow> {
  const article = articleBySlug(db, slug)
  return db.articles.update((q) => q.where({ id: article.id }), {
    strict: true,
    data(row) {
      row.views += 1
    },
  })
}
