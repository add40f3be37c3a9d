import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { adminKeys } from './keys'

/** A page of a user's coin ledger, newest first: every change of their balance. */
export function userLedgerQueryOptions(api: ApiClient, userId: number, page: number, perPage: number) {
  return queryOptions({
    queryKey: adminKeys.userLedger(userId, page),
    queryFn: () =>
      unwrap(
        api.GET('/admin/users/{id}/ledger', { params: { path: { id: userId }, query: { page, per_page: perPage } } }),
      ),
    staleTime: 0,
  })
}
