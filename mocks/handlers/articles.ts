import { http } from 'msw'
import { db } from '../db/db.ts'
import { articleBySlug, listArticles, viewArticle } from '../domain/articles.ts'
import { commentHandlers } from './comments.ts'
import { apiPath, json, pageParam, route } from './route.ts'
import { presentArticle, presentArticleListItem, presentPagination } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

export const articleHandlers = [
  http.get(
    apiPath('/articles'),
    route(({ url, locale }) => {
      const page = listArticles(db, pageParam(url))
      const body: Schemas['ArticlePage'] = {
        data: page.items.map((row) => presentArticleListItem(row, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/articles/:slug'),
    route(async ({ params, locale }) => {
      const article = await viewArticle(db, params.slug ?? '')
      const body: Schemas['ArticleResponse'] = { data: presentArticle(db, article, locale) }
      return json(body)
    }),
  ),
  ...commentHandlers('/articles', 'article', (slug) => articleBySlug(db, slug).id),
]
