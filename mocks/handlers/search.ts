import { db } from '../db/db.ts'
import { invalid } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'
import { search } from '../domain/search.ts'
import { route } from './route.ts'
import { pageParam } from './request.ts'
import { pick } from '../present/text.ts'
import { presentPagination } from '../present/content.ts'

export const searchHandlers = [
  route('get', '/search', ({ answer, query, locale }) => {
    const filter = query.filter(['search', 'type'])
    const text = filter.search?.trim() ?? ''
    if (text === '') throw invalid({ 'filter.search': [m.required] })
    const page = search(db, { text, type: filter.type ?? 'cards', locale, page: pageParam(query) })
    return answer(200, {
      data: page.items.map((hit) => ({
        title: pick(hit.title, locale),
        description: pick(hit.description, locale),
        slug: hit.slug,
      })),
      pagination: presentPagination(page),
    })
  }),
]
