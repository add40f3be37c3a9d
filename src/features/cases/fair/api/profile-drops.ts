import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from '../../api/keys'

/** A page of the items the signed-in user got from cases, newest first, each with its proof. */
export function profileDropsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: casesKeys.profileDrops(page),
    queryFn: () => unwrap(api.GET('/profile/drops', { params: { query: { page } } })),
  })
}
