import type { ShopItemsFilter } from '../lib/shop-search'

const lists = ['shop', 'items'] as const

export const shopKeys = {
  /** Every page of the items on sale: what a purchase makes stale. */
  lists,
  list: (filter: ShopItemsFilter, page: number) => [...lists, filter, page] as const,
  lastDelivered: ['shop', 'last-delivered'] as const,
}
