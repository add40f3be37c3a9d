import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { giveawaysKeys } from './keys'

/** The giveaway's tasks with the signed-in user's progress. */
export function giveawayTasksQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: giveawaysKeys.tasks(slug),
    queryFn: async () => (await unwrap(api.GET('/giveaways/{slug}/tasks', { params: { path: { slug } } }))).data,
  })
}
