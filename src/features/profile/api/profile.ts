import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { profileKeys } from './keys'

/** The signed-in user's profile. */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.profile,
    queryFn: async () => (await unwrap(api.GET('/profile'))).data,
  })
}
