import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { categoriesKeys } from './keys'

/** All subcategories of a category (not paginated). */
export function subcategoriesQueryOptions(api: ApiClient, categorySlug: string) {
  return queryOptions({
    queryKey: categoriesKeys.subcategories(categorySlug),
    queryFn: async () =>
      (await unwrap(api.GET('/categories/{slug}/subcategories', { params: { path: { slug: categorySlug } } }))).data,
  })
}
