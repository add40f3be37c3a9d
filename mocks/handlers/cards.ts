import { http } from 'msw'
import { db } from '../db/db.ts'
import { cardBySlug, listCards, similarCards, topCards } from '../domain/cards.ts'
import { commentHandlers } from './comments.ts'
import { apiPath, json, knownFilter, pageParam, route } from './route.ts'
import { presentCard, presentCardListItem, presentPagination } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

/** Fixed paths come before `/cards/:slug`, which would otherwise take them as slugs. */
export const cardHandlers = [
  http.get(
    apiPath('/cards'),
    route(({ url, locale }) => {
      const filter = knownFilter(url, ['category', 'search'])
      const page = listCards(db, { category: filter.category, search: filter.search, locale, page: pageParam(url) })
      const body: Schemas['CardPage'] = {
        data: page.items.map((row) => presentCardListItem(db, row, locale)),
        pagination: presentPagination(page),
      }
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
      const body: Schemas['CardsResponse'] = {
        data: similarCards(db, card).map((row) => presentCardListItem(db, row, locale)),
      }
      return json(body)
    }),
  ),
  ...commentHandlers('/cards', 'card', (slug) => cardBySlug(db, slug).id),
]
