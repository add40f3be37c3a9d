import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { cardsKeys } from './keys'

/** One card with its texts and promocodes; its `rating` changes when a review is posted. */
export function cardQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: cardsKeys.detail(slug),
    queryFn: async () => (await unwrap(api.GET('/cards/{slug}', { params: { path: { slug } } }))).data,
  })
}
