import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

/** All subcategories of a category (not paginated). */
export function subcategoriesQueryOptions(api: ApiClient, categorySlug: string) {
  return queryOptions({
    queryKey: ['categories', categorySlug, 'subcategories'] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/categories/{slug}/subcategories', { params: { path: { slug: categorySlug } } }))).data,
  })
}
