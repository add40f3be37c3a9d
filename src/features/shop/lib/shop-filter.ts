import type { Schemas } from '~/api/types'
import { isPriceBound, shopGames, shopSearchSchema, type ShopItemsFilter, type ShopSearch } from './shop-search'

/** A game from a form or URL value, or undefined for anything else. */
export function parseShopGame(value: string): Schemas['ShopGame'] | undefined {
  return (shopGames as readonly string[]).includes(value) ? (value as Schemas['ShopGame']) : undefined
}

/** The API's filter for the URL state; unset fields are left out. */
export function toShopItemsFilter(search: ShopSearch): ShopItemsFilter {
  const filter: ShopItemsFilter = {}
  if (search.game) filter.game = search.game
  if (search.search) filter.search = search.search
  if (search.priceFrom !== undefined) filter.price_from = search.priceFrom
  if (search.priceTo !== undefined) filter.price_to = search.priceTo
  if (search.rarity) filter.rarity = search.rarity
  if (search.sort) filter.sort = search.sort
  return filter
}

/** How many filters narrow the list (the order is not one), for the phone's "Filters" button. */
export function activeFilterCount(search: ShopSearch): number {
  const set = [search.search, search.game, search.rarity, search.priceFrom, search.priceTo]
  return set.filter((value) => value !== undefined && value !== '').length
}

/** The page to ask the API for: the shop API counts pages from 0, and 0 is the default. */
export function shopApiPage(search: ShopSearch): number {
  return (search.page ?? 1) - 1
}

/** What the filter form holds: text as typed. */
export interface ShopFilterValues {
  game: string
  search: string
  priceFrom: string
  priceTo: string
  rarity: string
  sort: string
}

export function toFilterValues(search: ShopSearch): ShopFilterValues {
  return {
    game: search.game ?? '',
    search: search.search ?? '',
    priceFrom: search.priceFrom?.toString() ?? '',
    priceTo: search.priceTo?.toString() ?? '',
    rarity: search.rarity ?? '',
    sort: search.sort ?? '',
  }
}

/**
 * The URL state for the submitted form: empty or malformed fields are left out, swapped price
 * bounds are put in order, and the list starts again from its first page.
 */
export function fromFilterValues(values: ShopFilterValues): ShopSearch {
  const parsed = shopSearchSchema.read({
    game: values.game || undefined,
    search: values.search,
    priceFrom: parsePrice(values.priceFrom),
    priceTo: parsePrice(values.priceTo),
    rarity: values.rarity,
    sort: values.sort || undefined,
  })
  if (parsed.priceFrom !== undefined && parsed.priceTo !== undefined && parsed.priceFrom > parsed.priceTo) {
    return { ...parsed, priceFrom: parsed.priceTo, priceTo: parsed.priceFrom }
  }
  return parsed
}

/** A price bound as typed: empty (no bound) or one the API reads; anything else is refused on its field. */
export function isPriceText(text: string): boolean {
  const value = parsePrice(text)
  return text.trim() === '' || (value !== undefined && isPriceBound(value))
}

function parsePrice(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.')
  if (normalized === '') return undefined
  const value = Number(normalized)
  return Number.isFinite(value) ? value : undefined
}
