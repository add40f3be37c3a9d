import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { referralKeys } from './keys'

/** Coins the signed-in user earned from referrals and how many friends activated the code. */
export function referralStatisticsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referralKeys.statistics,
    queryFn: async () => (await unwrap(api.GET('/ref/statistics'))).data,
  })
}
