import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { giveawaysKeys } from './keys'

export interface GiveawaysListParams {
  type: Schemas['GiveawayType']
  status?: Schemas['GiveawayStatus'] | undefined
  page: number
}

/** One page of giveaways of a type, optionally only the active or the ended ones. */
export function giveawaysQueryOptions(api: ApiClient, { type, status, page }: GiveawaysListParams) {
  return queryOptions({
    queryKey: giveawaysKeys.list(type, status, page),
    queryFn: () => unwrap(api.GET('/giveaways', { params: { query: { page, filter: { type, status } } } })),
  })
}
