import { use } from 'react'
import { hashKey, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { useApi } from '~/shared/services/app-services'
import { coreDataKeys } from './keys'

export type Core = Schemas['Core']
export type CurrentUser = Schemas['CurrentUser']

/** The initial data of every page: who is signed in, categories, banners, config. */
export function coreQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: coreDataKeys.core,
    queryFn: async () => (await unwrap(api.GET('/core'))).data,
    staleTime: Infinity,
  })
}

/**
 * The core data, kept current: in the browser each caller observes the query. A server render
 * reads it from the cache the root route's loader filled: nothing changes it during a render, and
 * an observer per caller (every card's visit link, the header, the sidebar, the banners) was most
 * of the render's query work. What useSuspenseQuery would do without the data is kept: a failed
 * load is thrown, and a missing one is loaded first. The query is found by its hash, made once:
 * `getQueryState` hashed the key anew for each of a page's dozen callers.
 */
export const useCore: () => Core = import.meta.env.SSR ? useCoreInServerRender : useObservedCore

function useObservedCore(): Core {
  return useSuspenseQuery(coreQueryOptions(useApi())).data
}

const CORE_QUERY_HASH = hashKey(coreDataKeys.core)

function useCoreInServerRender(): Core {
  const client = useQueryClient()
  const api = useApi()
  const state = client.getQueryCache().get<Core>(CORE_QUERY_HASH)?.state
  if (state?.data !== undefined) return state.data
  if (state?.error) throw state.error
  return use(client.fetchQuery(coreQueryOptions(api)))
}

export function useCurrentUser(): CurrentUser | null {
  return useCore().currentUser
}

export function hasRole(user: CurrentUser | null, role: string): boolean {
  return user?.roles.some((r) => r.name === role) ?? false
}
