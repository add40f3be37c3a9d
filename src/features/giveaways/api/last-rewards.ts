import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'

export const lastRewardsQueryKey = (type: Schemas['GiveawayType']) => ['giveaways', 'last-rewards', type] as const

/** Rewards most recently taken by anyone from giveaways of a type. */
export function lastRewardsQueryOptions(api: ApiClient, type: Schemas['GiveawayType']) {
  return queryOptions({
    queryKey: lastRewardsQueryKey(type),
    queryFn: async () =>
      (await unwrap(api.GET('/giveaways/last-rewards', { params: { query: { filter: { type } } } }))).data,
  })
}
