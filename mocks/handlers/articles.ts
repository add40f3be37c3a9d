import { db } from '../db/db.ts'
import { articleBySlug, listArticles, viewArticle } from '../domain/articles.ts'
import { commentHandlers } from './comments.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentArticle, presentArticleListItem, presentPagination } from '../present/content.ts'

export const articleHandlers = [
  route('get', '/articles', ({ answer, query, locale }) => {
    const page = listArticles(db, pageParam(query))
    return answer(200, {
      data: page.items.map((row) => presentArticleListItem(row, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/articles/{slug}', async ({ answer, params, locale }) => {
    const article = await viewArticle(db, params.slug)
    return answer(200, { data: presentArticle(db, article, locale) })
  }),
  ...commentHandlers('/articles', 'article', (slug) => articleBySlug(db, slug).id),
]
