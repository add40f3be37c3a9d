import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** Every page of the list: what an opening makes stale. */
export const casesListKey = ['cases', 'list'] as const

/** One page of cases; for a signed-in user `nextOpeningDate` and the states are that user's. */
export function casesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...casesListKey, page] as const,
    queryFn: () => unwrap(api.GET('/cases', { params: { query: { page } } })),
  })
}
