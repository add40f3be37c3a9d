import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { giveawayQueryKey } from './giveaway'

/** The giveaway's tasks with the signed-in user's progress; under the giveaway's key. */
export function giveawayTasksQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: [...giveawayQueryKey(slug), 'tasks'] as const,
    queryFn: async () => (await unwrap(api.GET('/giveaways/{slug}/tasks', { params: { path: { slug } } }))).data,
  })
}
