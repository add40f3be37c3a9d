import type { Db } from '../db/db.ts'
import type { ArticleRow } from '../db/schema/articles.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'

/** What visitors may see: published articles, newest first. Drafts exist for the admin panel only. */
export function publishedArticles(db: Db): ArticleRow[] {
  return db.articles.findMany((q) => q.where({ published: true })).sort((a, b) => b.createdAtMs - a.createdAtMs)
}

export function listArticles(db: Db, page: number): Page<ArticleRow> {
  return paginate(publishedArticles(db), page)
}

/** A published article; a draft is not found, exactly like a slug nobody used. */
export function articleBySlug(db: Db, slug: string): ArticleRow {
  const row = db.articles.findFirst((q) => q.where({ slug, published: true }))
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
