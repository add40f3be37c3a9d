import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { adminKeys } from './keys'

/** A page of a user's trades (purchases, case items sent or sold), newest first, with their status now. */
export function userTradesQueryOptions(api: ApiClient, userId: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: adminKeys.userTrades(userId, page),
    queryFn: () =>
      unwrap(
        api.GET('/admin/users/{id}/trades', { params: { path: { id: userId }, query: { page, per_page: perPage } } }),
      ),
    staleTime: 0,
  })
}
