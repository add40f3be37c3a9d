import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { userDataKey } from '~/shared/core-data/user-data'

export const profileQueryKey = [...userDataKey, 'profile'] as const

/** The signed-in user's profile. */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: async () => (await unwrap(api.GET('/profile'))).data,
  })
}
