import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'

export interface GiveawaysListParams {
  type: Schemas['GiveawayType']
  status?: Schemas['GiveawayStatus'] | undefined
  page: number
}

/** Every page of every giveaways list: what a taken reward makes stale. */
export const giveawaysListKey = ['giveaways', 'list'] as const

/** One page of giveaways of a type, optionally only the active or the ended ones. */
export function giveawaysQueryOptions(api: ApiClient, { type, status, page }: GiveawaysListParams) {
  return queryOptions({
    queryKey: [...giveawaysListKey, type, status ?? 'all', page] as const,
    queryFn: () => unwrap(api.GET('/giveaways', { params: { query: { page, filter: { type, status } } } })),
  })
}
