import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { categoriesKeys } from './keys'

/** A category with its page settings (alert, SEO fields). */
export function categoryQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: categoriesKeys.detail(slug),
    queryFn: async () => (await unwrap(api.GET('/categories/{slug}', { params: { path: { slug } } }))).data,
  })
}
