import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { userDataKey } from '~/shared/core-data/user-data'

/** A page of the items the signed-in user got from cases, newest first, each with its proof. */
export function profileDropsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...userDataKey, 'drops', page] as const,
    queryFn: () => unwrap(api.GET('/profile/drops', { params: { query: { page } } })),
  })
}
