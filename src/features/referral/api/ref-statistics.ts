import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { userDataKey } from '~/shared/core-data/user-data'

/** Coins the signed-in user earned from referrals and how many friends activated the code. */
export function refStatisticsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...userDataKey, 'ref-statistics'] as const,
    queryFn: async () => (await unwrap(api.GET('/ref/statistics'))).data,
  })
}
