import { http } from 'msw'
import { db } from '../db/db.ts'
import { cardBySlug, listCards, similarCards, topCards } from '../domain/cards.ts'
import { addComment, listComments } from '../domain/comments.ts'
import { requireUser } from '../domain/sessions.ts'
import { apiPath, json, knownFilter, pageParam, readForm, route } from './http.ts'
import { presentCard, presentCardListItem, presentComment, presentCommentPage, presentPagination } from './present/content.ts'
import type { Schemas } from './present/types.ts'

/** Fixed paths come before `/cards/:slug`, which would otherwise take them as slugs. */
export const cardHandlers = [
  http.get(
    apiPath('/cards'),
    route(({ url, locale }) => {
      const filter = knownFilter(url, ['category', 'search'])
      const page = listCards(db, { category: filter.category, search: filter.search, locale, page: pageParam(url) })
      const body: Schemas['CardPage'] = { data: page.items.map((row) => presentCardListItem(db, row, locale)), pagination: presentPagination(page) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cards/top-cards'),
    route(({ locale }) => {
      const body: Schemas['CardsResponse'] = { data: topCards(db).map((row) => presentCardListItem(db, row, locale)) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cards/:slug'),
    route(({ params, locale }) => {
      const body: Schemas['CardResponse'] = { data: presentCard(db, cardBySlug(db, params.slug ?? ''), locale) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cards/:slug/similar'),
    route(({ params, locale }) => {
      const card = cardBySlug(db, params.slug ?? '')
      const body: Schemas['CardsResponse'] = { data: similarCards(db, card).map((row) => presentCardListItem(db, row, locale)) }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/cards/:slug/comments'),
    route(({ url, params }) => {
      const card = cardBySlug(db, params.slug ?? '')
      const body: Schemas['CommentPage'] = presentCommentPage(db, listComments(db, 'card', card.id, pageParam(url)))
      return json(body)
    }),
  ),
  http.post(
    apiPath('/cards/:slug/comments/add'),
    route(async ({ request, params, user }) => {
      const author = requireUser(user)
      const card = cardBySlug(db, params.slug ?? '')
      const form = await readForm(request)
      const comment = await addComment(db, author, 'card', card.id, { evaluation: form.evaluation, text: form.text })
      const body: Schemas['CommentResponse'] = { data: presentComment(db, comment) }
      return json(body, 201)
    }),
  ),
]
