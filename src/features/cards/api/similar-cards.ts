import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { cardsKeys } from './keys'

export function similarCardsQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: cardsKeys.similar(slug),
    queryFn: async () => (await unwrap(api.GET('/cards/{slug}/similar', { params: { path: { slug } } }))).data,
  })
}
