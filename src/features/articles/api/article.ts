import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { articlesKeys } from './keys'

/** One article with its text; its `rating` changes when a review is posted. */
export function articleQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: articlesKeys.detail(slug),
    queryFn: async () => (await unwrap(api.GET('/articles/{slug}', { params: { path: { slug } } }))).data,
  })
}
