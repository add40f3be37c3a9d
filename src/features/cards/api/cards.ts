import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { cardsKeys } from './keys'

/** One page of all cards (the /cards list). */
export function cardsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: cardsKeys.list(page),
    queryFn: () => unwrap(api.GET('/cards', { params: { query: { page } } })),
  })
}
