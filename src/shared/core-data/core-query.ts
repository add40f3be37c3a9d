import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'

export type Core = Schemas['Core']
export type CurrentUser = Schemas['CurrentUser']

export const coreQueryKey = ['core'] as const

/** The initial data of every page: who is signed in, categories, banners, config. */
export function coreQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: coreQueryKey,
    queryFn: async () => (await unwrap(api.GET('/core'))).data,
    staleTime: Infinity,
  })
}

export function useCore(): Core {
  return useSuspenseQuery(coreQueryOptions(useApi())).data
}

export function useCurrentUser(): CurrentUser | null {
  return useCore().currentUser
}

export function hasRole(user: CurrentUser | null, role: string): boolean {
  return user?.roles.some((r) => r.name === role) ?? false
}
