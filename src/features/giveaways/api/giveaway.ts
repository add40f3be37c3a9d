import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

export const giveawayQueryKey = (slug: string) => ['giveaways', 'detail', slug] as const

/** One giveaway with the signed-in user's reward, if taken. */
export function giveawayQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: giveawayQueryKey(slug),
    queryFn: async () => (await unwrap(api.GET('/giveaways/{slug}', { params: { path: { slug } } }))).data,
  })
}
