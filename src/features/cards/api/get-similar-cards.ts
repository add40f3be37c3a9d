import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

export function similarCardsQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cards', 'detail', slug, 'similar'] as const,
    queryFn: async () => (await unwrap(api.GET('/cards/{slug}/similar', { params: { path: { slug } } }))).data,
  })
}
