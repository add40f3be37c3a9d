import { http } from 'msw'
import { db } from '../db/db.ts'
import { articleBySlug, listArticles, viewArticle } from '../domain/articles.ts'
import { addComment, listComments } from '../domain/comments.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, json, pageParam, readForm, route } from './http.ts'
import { presentArticle, presentArticleListItem, presentComment, presentCommentPage, presentPagination } from './present/content.ts'
import type { Schemas } from './present/types.ts'

export const articleHandlers = [
  http.get(
    apiPath('/articles'),
    route(({ url, locale }) => {
      const page = listArticles(db, pageParam(url))
      const body: Schemas['ArticlePage'] = { data: page.items.map((row) => presentArticleListItem(row, locale)), pagination: presentPagination(page) }
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
  http.get(
    apiPath('/articles/:slug/comments'),
    route(({ url, params }) => {
      const article = articleBySlug(db, params.slug ?? '')
      const body: Schemas['CommentPage'] = presentCommentPage(db, listComments(db, 'article', article.id, pageParam(url)))
      return json(body)
    }),
  ),
  http.post(
    apiPath('/articles/:slug/comments/add'),
    route(async ({ request, params, user }) => {
      const author = requireUser(user)
      const article = articleBySlug(db, params.slug ?? '')
      const form = await readForm(request)
      const comment = await addComment(db, author, 'article', article.id, { evaluation: form.evaluation, text: form.text })
      const body: Schemas['CommentResponse'] = { data: presentComment(db, comment) }
      return json(body, 201)
    }),
  ),
]
