import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** The top cases of the home page: fetched once per visit (spec section 4). */
export function topCasesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['cases', 'top'] as const,
    queryFn: async () => (await unwrap(api.GET('/cases/top'))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
