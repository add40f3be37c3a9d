import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { adminKeys } from './keys'

export type AdminAccess = Schemas['AdminAccess']

/** Which sections the signed-in user may open, and whether they may upload images. */
export function adminAccessQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.access,
    queryFn: async () => (await unwrap(api.GET('/admin/access'))).data,
    staleTime: 5 * 60_000,
    // A refusal sends the user home (the panel's guard); it is not an error to show.
    meta: { silent: true },
  })
}

export function useAdminAccess(): AdminAccess {
  return useSuspenseQuery(adminAccessQueryOptions(useApi())).data
}
