import type { Schemas } from '~/api/types'
import type { components } from '~/api/schema'
import {
  optionalEnumParam,
  optionalPageParam,
  optionalTextParam,
  searchParams,
  type SearchOf,
} from '~/shared/lib/url-state'

export const shopGames = ['cs2', 'rust', 'dota2'] as const satisfies ReadonlyArray<Schemas['ShopGame']>
const shopSorts = ['price_asc', 'price_desc'] as const

/** The highest price bound: far above any item, and every bound up to it is sent as plain digits. */
export const MAX_PRICE_BOUND = 1_000_000_000

/** A price bound the API reads: coins from 0 to the highest bound, with at most two decimals. */
export function isPriceBound(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_PRICE_BOUND &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  )
}

const price = (raw: unknown) => (typeof raw === 'number' && isPriceBound(raw) ? raw : undefined)

/**
 * The shop's URL state: filters, order and page (the route's address rules, so in every page's
 * first load: what the shop's page does with it is in shop-filter.ts). The URL counts pages from 1 like every other
 * list of the site (the first page left out); the API counts them from 0. A malformed value
 * falls back to "not set" instead of failing the page.
 */
const shopSearchReaders = {
  page: optionalPageParam,
  game: optionalEnumParam(shopGames),
  search: optionalTextParam,
  priceFrom: price,
  priceTo: price,
  rarity: optionalTextParam,
  sort: optionalEnumParam(shopSorts),
}

export const shopSearchSchema = searchParams(shopSearchReaders)

export type ShopSearch = SearchOf<typeof shopSearchReaders>

export type ShopItemsFilter = components['parameters']['ShopItemsFilter']
