import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { giveawaysKeys } from './keys'

/** Rewards most recently taken by anyone from giveaways of a type. */
export function lastRewardsQueryOptions(api: ApiClient, type: Schemas['GiveawayType']) {
  return queryOptions({
    queryKey: giveawaysKeys.lastRewards(type),
    queryFn: async () =>
      (await unwrap(api.GET('/giveaways/last-rewards', { params: { query: { filter: { type } } } }))).data,
  })
}
