import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from './keys'

/** One case with the signed-in user's progress, promocode state and dropped item. */
export function caseQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: casesKeys.detail(slug),
    queryFn: async () => (await unwrap(api.GET('/cases/{slug}', { params: { path: { slug } } }))).data,
  })
}
