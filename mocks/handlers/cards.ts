import { db } from '../db/db.ts'
import { cardBySlug, listCards, similarCards, topCards } from '../domain/cards.ts'
import { commentHandlers } from './comments.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { presentCard, presentCardListItem, presentPagination } from '../present/content.ts'

/** Fixed paths come before `/cards/:slug`, which would otherwise take them as slugs. */
export const cardHandlers = [
  route('get', '/cards', ({ answer, query, locale }) => {
    const filter = query.filter(['category', 'search'])
    const page = listCards(db, { category: filter.category, search: filter.search, locale, page: pageParam(query) })
    return answer(200, {
      data: page.items.map((row) => presentCardListItem(db, row, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/cards/top-cards', ({ answer, locale }) =>
    answer(200, { data: topCards(db).map((row) => presentCardListItem(db, row, locale)) }),
  ),
  route('get', '/cards/{slug}', ({ answer, params, locale }) =>
    answer(200, { data: presentCard(db, cardBySlug(db, params.slug), locale) }),
  ),
  route('get', '/cards/{slug}/similar', ({ answer, params, locale }) => {
    const card = cardBySlug(db, params.slug)
    return answer(200, {
      data: similarCards(db, card).map((row) => presentCardListItem(db, row, locale)),
    })
  }),
  ...commentHandlers('/cards', 'card', (slug) => cardBySlug(db, slug).id),
]
