import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from './keys'

/** The case's tasks with the signed-in user's progress. */
export function caseTasksQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: casesKeys.tasks(slug),
    queryFn: async () => (await unwrap(api.GET('/cases/{slug}/tasks', { params: { path: { slug } } }))).data,
  })
}
