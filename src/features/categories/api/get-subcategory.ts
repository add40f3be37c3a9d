import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'

export function subcategoryQueryOptions(api: ApiClient, categorySlug: string, subcategorySlug: string) {
  return queryOptions({
    queryKey: ['categories', categorySlug, 'subcategories', subcategorySlug] as const,
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
