import { infiniteQueryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { cardsKeys } from './keys'

type CardPage = Schemas['CardPage']

/** The page after this one, or undefined on the last page. */
function nextPageOf(page: CardPage): number | undefined {
  const { current_page: current, last_page: last } = page.pagination
  return current < last ? current + 1 : undefined
}

/**
 * A category's cards, optionally of one subcategory, page after page: "load more" appends the
 * next page; another subcategory is another query, so the list is replaced.
 */
export function categoryCardsQueryOptions(api: ApiClient, slug: string, subcategory?: string) {
  return infiniteQueryOptions({
    queryKey: cardsKeys.ofCategory(slug, subcategory),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/categories/{slug}/cards', {
          params: { path: { slug }, query: { page: pageParam, filter: subcategory ? { subcategory } : undefined } },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}
