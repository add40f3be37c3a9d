import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { giveawaysKeys } from './keys'

/** The latest giveaways of a type: fetched once per visit (spec section 4). */
export function lastGiveawaysQueryOptions(api: ApiClient, type: Schemas['GiveawayType']) {
  return queryOptions({
    queryKey: giveawaysKeys.last(type),
    queryFn: async () => (await unwrap(api.GET('/giveaways/last', { params: { query: { filter: { type } } } }))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
