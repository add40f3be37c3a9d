import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { articlesKeys } from './keys'

/** One page of articles, newest first. */
export function articlesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: articlesKeys.list(page),
    queryFn: () => unwrap(api.GET('/articles', { params: { query: { page } } })),
  })
}
