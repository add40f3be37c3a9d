import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { profileKeys } from './keys'

/** A page of the signed-in user's trades, newest first. */
export function profileTradesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: profileKeys.trades(page),
    queryFn: () => unwrap(api.GET('/profile/trades', { params: { query: { page } } })),
  })
}
