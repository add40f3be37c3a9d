import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { userDataKey } from '~/shared/core-data/user-data'

/** A page of the signed-in user's trades, newest first. */
export function profileTradesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...userDataKey, 'trades', page] as const,
    queryFn: () => unwrap(api.GET('/profile/trades', { params: { query: { page } } })),
  })
}
