import type { Db } from '../../db/db.ts'
import type { ArticleRow } from '../../db/schema/articles.ts'
import { articlesAdmin } from '../../domain/admin/articles.ts'
import { ratingOf } from '../../domain/comments.ts'
import { isoDate } from '../../present/text.ts'
import type { Schemas } from '../../present/types.ts'
import type { AdminResource } from './resource.ts'

function presentAdminArticle(db: Db, row: ArticleRow): Schemas['AdminArticle'] {
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    description: { ...row.description },
    preview: { ...row.preview },
    text: { ...row.text },
    promocode: row.promocode,
    url: row.url,
    published: row.published,
    seoTitle: { ...row.seoTitle },
    seoDescription: { ...row.seoDescription },
    views: row.views,
    rating: ratingOf(db, 'article', row.id),
    createdAt: isoDate(row.createdAtMs),
    updatedAt: isoDate(row.updatedAtMs),
  }
}

function presentAdminArticleSummary(db: Db, row: ArticleRow): Schemas['AdminArticleSummary'] {
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    preview: { ...row.preview },
    published: row.published,
    views: row.views,
    rating: ratingOf(db, 'article', row.id),
    createdAt: isoDate(row.createdAtMs),
  }
}

export const articlesResource: AdminResource<'/admin/articles', ArticleRow> = {
  collection: '/admin/articles',
  entity: articlesAdmin,
  present: presentAdminArticle,
  presentListItem: presentAdminArticleSummary,
}
