import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { searchKeys } from './keys'

export interface SearchParams {
  search: string
  /** `cards` or `articles`; any other value is sent as is and answers an empty list. */
  type: string
  page: number
}

/** One page of search results (spec: search page with the type toggle). */
export function searchQueryOptions(api: ApiClient, { search, type, page }: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.page({ search, type, page }),
    queryFn: () => unwrap(api.GET('/search', { params: { query: { page, filter: { search, type } } } })),
  })
}

/** The text actually searched for; blank means the page only shows its form. */
export function searchText(search: string): string {
  return search.trim()
}
