import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { contactsKeys } from './keys'

/** The contacts; spec section 4: fetched only once per visit. */
export function contactsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: contactsKeys.all,
    queryFn: async () => (await unwrap(api.GET('/contacts'))).data,
    staleTime: Infinity,
  })
}
