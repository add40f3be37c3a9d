import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

export const cardQueryKey = (slug: string) => ['cards', 'detail', slug] as const

/** One card with its texts and promocodes; its `rating` changes when a review is posted. */
export function cardQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: cardQueryKey(slug),
    queryFn: async () => (await unwrap(api.GET('/cards/{slug}', { params: { path: { slug } } }))).data,
  })
}
