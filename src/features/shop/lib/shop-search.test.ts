import { describe, expect, it } from 'vitest'
import { MAX_PRICE_BOUND, shopSearchSchema } from './shop-search'
import {
  activeFilterCount,
  fromFilterValues,
  isPriceText,
  shopApiPage,
  toFilterValues,
  toShopItemsFilter,
} from './shop-filter'

describe('shopSearchSchema', () => {
  it('keeps valid URL state', () => {
    expect(
      shopSearchSchema.read({
        page: 3,
        game: 'rust',
        search: 'ak',
        priceFrom: 10,
        priceTo: 99.5,
        rarity: 'Rare',
        sort: 'price_desc',
      }),
    ).toEqual({ page: 3, game: 'rust', search: 'ak', priceFrom: 10, priceTo: 99.5, rarity: 'Rare', sort: 'price_desc' })
  })

  it('drops malformed values instead of failing the page', () => {
    expect(
      shopSearchSchema.read({ page: 0, game: 'minecraft', priceFrom: -1, priceTo: 'cheap', sort: 'name' }),
    ).toEqual({})
  })

  it('drops price bounds the API cannot read: more than two decimals, or beyond the highest bound', () => {
    expect(shopSearchSchema.read({ priceFrom: 12.345, priceTo: 1e40 })).toEqual({})
    expect(shopSearchSchema.read({ priceFrom: 0.01, priceTo: MAX_PRICE_BOUND })).toEqual({
      priceFrom: 0.01,
      priceTo: MAX_PRICE_BOUND,
    })
  })

  it('reads text that the router parsed as a number as text', () => {
    expect(shopSearchSchema.read({ search: 1337 })).toEqual({ search: '1337' })
  })

  it('leaves blank text out', () => {
    expect(shopSearchSchema.read({ search: '   ', rarity: '' })).toEqual({})
  })
})

describe('toShopItemsFilter and shopApiPage', () => {
  it('maps the URL state to the API filter, leaving unset fields out', () => {
    expect(toShopItemsFilter({ game: 'cs2', priceFrom: 0, sort: 'price_asc' })).toEqual({
      game: 'cs2',
      price_from: 0,
      sort: 'price_asc',
    })
    expect(toShopItemsFilter({ search: 'awp', priceTo: 50, rarity: 'Covert' })).toEqual({
      search: 'awp',
      price_to: 50,
      rarity: 'Covert',
    })
    expect(toShopItemsFilter({})).toEqual({})
  })

  it('asks the API for page 0 by default: the URL counts from 1, the shop API from 0', () => {
    expect(shopApiPage({})).toBe(0)
    expect(shopApiPage({ page: 2 })).toBe(1)
  })
})

describe('filter form values', () => {
  it('round-trips the URL state', () => {
    const search = {
      game: 'dota2' as const,
      search: 'arcana',
      priceFrom: 1.5,
      priceTo: 20,
      rarity: 'Arcana',
      sort: 'price_asc' as const,
    }
    expect(fromFilterValues(toFilterValues(search))).toEqual(search)
  })

  it('starts again from the first page and ignores what cannot be read', () => {
    expect(
      fromFilterValues({ game: '', search: ' knife ', priceFrom: 'abc', priceTo: '12,5', rarity: '', sort: '' }),
    ).toEqual({
      search: 'knife',
      priceTo: 12.5,
    })
  })

  it('takes a price bound as typed only if the API can read it', () => {
    for (const good of ['', ' ', '0', '12,5', '12.34', '1000000000']) expect(isPriceText(good), good).toBe(true)
    for (const bad of ['-5', '12.345', '1000000000.01', '1e40', 'abc']) expect(isPriceText(bad), bad).toBe(false)
  })

  it('puts swapped price bounds in order', () => {
    expect(fromFilterValues({ game: '', search: '', priceFrom: '100', priceTo: '10', rarity: '', sort: '' })).toEqual({
      priceFrom: 10,
      priceTo: 100,
    })
  })
})

describe('activeFilterCount', () => {
  it('counts the filters set, not the order or the page', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ sort: 'price_asc', page: 2 })).toBe(0)
    expect(activeFilterCount({ search: 'ak', game: 'rust', rarity: 'Covert', priceFrom: 0, priceTo: 10 })).toBe(5)
  })
})
