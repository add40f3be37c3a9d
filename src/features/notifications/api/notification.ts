import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { notificationsKeys } from './keys'

/** One notification in full, for its 'Details' modal. Errors show in the modal, not as toasts. */
export function notificationQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: notificationsKeys.detail(id),
    queryFn: async () => (await unwrap(api.GET('/notifications/{id}', { params: { path: { id } } }))).data,
    meta: { silent: true },
  })
}
