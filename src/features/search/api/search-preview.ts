import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { SearchType } from '../lib/search-type'
import { searchKeys } from './keys'

export interface SearchPreviewParams {
  search: string
  type: SearchType
}

/** The first page of results for the header search dropdown (spec section 7: page 1). */
export function searchPreviewQueryOptions(api: ApiClient, { search, type }: SearchPreviewParams) {
  return queryOptions({
    queryKey: searchKeys.preview({ search, type }),
    queryFn: async ({ signal }) =>
      unwrap(api.GET('/search', { params: { query: { page: 1, filter: { search, type } } }, signal })),
    staleTime: 60_000,
  })
}
