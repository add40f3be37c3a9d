import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { shopApiPage, toShopItemsFilter, type ShopSearch } from '../lib/shop-search'

export const shopItemsQueryKey = ['shop', 'items'] as const

/** A page of items on sale for the shop's URL state (filters, order, page). */
export function shopItemsQueryOptions(api: ApiClient, search: ShopSearch) {
  const filter = toShopItemsFilter(search)
  const page = shopApiPage(search)
  return queryOptions({
    queryKey: [...shopItemsQueryKey, filter, page] as const,
    queryFn: () => unwrap(api.GET('/shop/items', { params: { query: { page, filter } } })),
  })
}
