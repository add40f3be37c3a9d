import type { Db } from '../db/db.ts'
import type { ArticleRow } from '../db/schema/articles.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

export function listArticles(db: Db, page: number): Page<ArticleRow> {
  return paginate(
    db.articles.findMany().sort((a, b) => b.createdAtMs - a.createdAtMs),
    page,
  )
}

export function articleBySlug(db: Db, slug: string): ArticleRow {
  const row = db.articles.findFirst((q) => q.where({ slug }))
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
