import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { cardsKeys } from './keys'

/** The home page's top cards; spec section 4: fetched only once per visit. */
export function topCardsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cardsKeys.top,
    queryFn: async () => (await unwrap(api.GET('/cards/top-cards'))).data,
    staleTime: Infinity,
  })
}
