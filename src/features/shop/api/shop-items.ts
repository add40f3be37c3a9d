import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import { shopKeys } from './keys'
import type { ShopSearch } from '../lib/shop-search'
import { shopApiPage, toShopItemsFilter } from '../lib/shop-filter'

/** A page of items on sale for the shop's URL state (filters, order, page). */
export function shopItemsQueryOptions(api: ApiClient, search: ShopSearch) {
  const filter = toShopItemsFilter(search)
  const page = shopApiPage(search)
  return queryOptions({
    queryKey: shopKeys.list(filter, page),
    queryFn: () => unwrap(api.GET('/shop/items', { params: { query: { page, filter } } })),
  })
}
