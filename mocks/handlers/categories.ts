import { http } from 'msw'
import { db } from '../db/db.ts'
import {
  categoryBySlug,
  categoryCards,
  listCategories,
  subcategoriesOf,
  subcategoryBySlug,
} from '../domain/categories.ts'
import { apiPath, json, knownFilter, pageParam, route } from './route.ts'
import {
  presentCardListItem,
  presentCategory,
  presentCategoryDetail,
  presentPagination,
  presentSubcategory,
} from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

export const categoryHandlers = [
  http.get(
    apiPath('/categories'),
    route(({ url, locale }) => {
      const filter = knownFilter(url, ['search'])
      const page = listCategories(db, { search: filter.search, locale, page: pageParam(url) })
      const body: Schemas['CategoryPage'] = {
        data: page.items.map((row) => presentCategory(row, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/categories/:slug'),
    route(({ params, locale }) => {
      const body: Schemas['CategoryDetailResponse'] = {
        data: presentCategoryDetail(categoryBySlug(db, params.slug ?? ''), locale),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/categories/:slug/cards'),
    route(({ url, params, locale }) => {
      const category = categoryBySlug(db, params.slug ?? '')
      const filter = knownFilter(url, ['subcategory'])
      const page = categoryCards(db, category, { subcategory: filter.subcategory, page: pageParam(url) })
      const body: Schemas['CardPage'] = {
        data: page.items.map((row) => presentCardListItem(db, row, locale)),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/categories/:slug/subcategories'),
    route(({ params, locale }) => {
      const category = categoryBySlug(db, params.slug ?? '')
      const body: Schemas['SubcategoriesResponse'] = {
        data: subcategoriesOf(db, category).map((row) => presentSubcategory(row, locale)),
      }
      return json(body)
    }),
  ),
  http.get(
    apiPath('/categories/:slug/subcategories/:subcategorySlug'),
    route(({ params, locale }) => {
      const category = categoryBySlug(db, params.slug ?? '')
      const body: Schemas['SubcategoryResponse'] = {
        data: presentSubcategory(subcategoryBySlug(db, category, params.subcategorySlug ?? ''), locale),
      }
      return json(body)
    }),
  ),
]
