import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from './keys'

/**
 * The top cases of the home page and the game modes: fetched once per visit (spec section 4),
 * and again only when the user's own opening changed their states.
 */
export function topCasesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: casesKeys.top,
    queryFn: async () => (await unwrap(api.GET('/cases/top'))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}
