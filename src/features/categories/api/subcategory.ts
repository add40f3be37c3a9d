import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { categoriesKeys } from './keys'

export function subcategoryQueryOptions(api: ApiClient, categorySlug: string, subcategorySlug: string) {
  return queryOptions({
    queryKey: categoriesKeys.subcategory(categorySlug, subcategorySlug),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/categories/{slug}/subcategories/{subcategorySlug}', {
            params: { path: { slug: categorySlug, subcategorySlug } },
          }),
        )
      ).data,
  })
}
