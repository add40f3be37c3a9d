import { db } from '../db/db.ts'
import {
  categoryBySlug,
  categoryCards,
  listCategories,
  subcategoriesOf,
  subcategoryBySlug,
} from '../domain/categories.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import {
  presentCardListItem,
  presentCategory,
  presentCategoryDetail,
  presentPagination,
  presentSubcategory,
} from '../present/content.ts'

export const categoryHandlers = [
  route('get', '/categories', ({ answer, query, locale }) => {
    const filter = query.filter(['search'])
    const page = listCategories(db, { search: filter.search, locale, page: pageParam(query) })
    return answer(200, {
      data: page.items.map((row) => presentCategory(row, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/categories/{slug}', ({ answer, params, locale }) =>
    answer(200, {
      data: presentCategoryDetail(categoryBySlug(db, params.slug), locale),
    }),
  ),
  route('get', '/categories/{slug}/cards', ({ answer, query, params, locale }) => {
    const category = categoryBySlug(db, params.slug)
    const filter = query.filter(['subcategory'])
    const page = categoryCards(db, category, { subcategory: filter.subcategory, page: pageParam(query) })
    return answer(200, {
      data: page.items.map((row) => presentCardListItem(db, row, locale)),
      pagination: presentPagination(page),
    })
  }),
  route('get', '/categories/{slug}/subcategories', ({ answer, params, locale }) => {
    const category = categoryBySlug(db, params.slug)
    return answer(200, {
      data: subcategoriesOf(db, category).map((row) => presentSubcategory(row, locale)),
    })
  }),
  route('get', '/categories/{slug}/subcategories/{subcategorySlug}', ({ answer, params, locale }) => {
    const category = categoryBySlug(db, params.slug)
    return answer(200, {
      data: presentSubcategory(subcategoryBySlug(db, category, params.subcategorySlug), locale),
    })
  }),
]
