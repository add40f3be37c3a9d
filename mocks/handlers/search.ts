import { http } from 'msw'
import { db } from '../db/db.ts'
import { invalid } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { search } from '../domain/search.ts'
import { apiPath, json, knownFilter, pageParam, route } from './route.ts'
import { pick } from '../present/text.ts'
import { presentPagination } from '../present/content.ts'
import type { Schemas } from '../present/types.ts'

export const searchHandlers = [
  http.get(
    apiPath('/search'),
    route(({ url, locale }) => {
      const filter = knownFilter(url, ['search', 'type'])
      const text = filter.search?.trim() ?? ''
      if (text === '') throw invalid({ 'filter.search': [m.required] })
      const page = search(db, { text, type: filter.type ?? 'cards', locale, page: pageParam(url) })
      const body: Schemas['SearchResultPage'] = {
        data: page.items.map((hit) => ({
          title: pick(hit.title, locale),
          description: pick(hit.description, locale),
          slug: hit.slug,
        })),
        pagination: presentPagination(page),
      }
      return json(body)
    }),
  ),
]
