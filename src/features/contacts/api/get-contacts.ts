import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** The contacts; spec section 4: fetched only once per visit. */
export function contactsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['contacts'] as const,
    queryFn: async () => (await unwrap(api.GET('/contacts'))).data,
    staleTime: Infinity,
  })
}
