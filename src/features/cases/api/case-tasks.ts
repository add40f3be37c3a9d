import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { caseQueryKey } from './case'

/** The case's tasks with the signed-in user's progress; under the case's key, so refreshing the case refreshes them. */
export function caseTasksQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: [...caseQueryKey(slug), 'tasks'] as const,
    queryFn: async () => (await unwrap(api.GET('/cases/{slug}/tasks', { params: { path: { slug } } }))).data,
  })
}
