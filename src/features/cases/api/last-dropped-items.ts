import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { casesKeys } from './keys'

/** The latest drops of all users; the real-time channel prepends new ones to this cache. */
export function lastDroppedItemsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: casesKeys.lastDroppedItems,
    queryFn: async () => (await unwrap(api.GET('/cases/last-items'))).data,
  })
}
