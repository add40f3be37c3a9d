import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

export const articleQueryKey = (slug: string) => ['articles', 'detail', slug] as const

/** One article with its text; its `rating` changes when a review is posted. */
export function articleQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: articleQueryKey(slug),
    queryFn: async () => (await unwrap(api.GET('/articles/{slug}', { params: { path: { slug } } }))).data,
  })
}
