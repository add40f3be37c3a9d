import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** Every case's page: what a change of the user's seeds makes stale. */
export const caseDetailsKey = ['cases', 'detail'] as const

export const caseQueryKey = (slug: string) => [...caseDetailsKey, slug] as const

/** One case with the signed-in user's progress, promocode state and dropped item. */
export function caseQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: caseQueryKey(slug),
    queryFn: async () => (await unwrap(api.GET('/cases/{slug}', { params: { path: { slug } } }))).data,
  })
}
