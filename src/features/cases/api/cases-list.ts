import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** One page of cases; for a signed-in user `nextOpeningDate` is that user's. */
export function casesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ['cases', 'list', page] as const,
    queryFn: () => unwrap(api.GET('/cases', { params: { query: { page } } })),
  })
}
