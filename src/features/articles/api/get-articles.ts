import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** One page of articles, newest first. */
export function articlesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['articles', 'list', { page }] as const,
    queryFn: () => unwrap(api.GET('/articles', { params: { query: { page } } })),
  })
}
