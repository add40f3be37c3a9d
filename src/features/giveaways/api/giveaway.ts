import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { giveawaysKeys } from './keys'

/** One giveaway with the signed-in user's reward, if taken. */
export function giveawayQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: giveawaysKeys.detail(slug),
    queryFn: async () => (await unwrap(api.GET('/giveaways/{slug}', { params: { path: { slug } } }))).data,
  })
}
