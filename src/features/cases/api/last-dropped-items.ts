import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { lastDroppedItemsQueryKey } from '~/shared/core-data/last-dropped-items'

export { lastDroppedItemsQueryKey }

/** The latest drops of all users; the real-time channel prepends new ones to this cache. */
export function lastDroppedItemsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lastDroppedItemsQueryKey,
    queryFn: async () => (await unwrap(api.GET('/cases/last-items'))).data,
  })
}
