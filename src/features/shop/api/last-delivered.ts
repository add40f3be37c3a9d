import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { shopKeys } from './keys'

/** The latest delivered shop items of all users: fetched once per visit (spec section 4). */
export function lastDeliveredQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: shopKeys.lastDelivered,
    queryFn: async () => (await unwrap(api.GET('/shop/last-delivered'))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
