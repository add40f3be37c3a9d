import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** One page of all cards (the /cards list). */
export function cardsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['cards', 'list', { page }] as const,
    queryFn: () => unwrap(api.GET('/cards', { params: { query: { page } } })),
  })
}
