import type { Db } from '../db/db.ts'
import { marketItemOf, type Localized } from '../db/schema/fragments.ts'
import { gameIds, type ShopItemRow } from '../db/schema/shop-items.ts'
import type { TradeRow } from '../db/schema/trades.ts'
import type { UserRow } from '../db/schema/users.ts'
import { changeBalance } from './coins.ts'
import { FieldErrorCollector, invalid, lacking, notFound, rejected, type DomainError, type Need } from './errors.ts'
import { m } from './messages.ts'
import { coinsToCents } from './money.ts'
import { paginate, type Page } from './pagination.ts'
import { includesText, normalizeText } from './text-match.ts'
import { createTrade } from './trades.ts'

const shopGames = ['cs2', 'rust', 'dota2'] as const
type ShopGame = (typeof shopGames)[number]
const shopSorts = ['price_asc', 'price_desc'] as const
type ShopSort = (typeof shopSorts)[number]

export interface ShopFilter {
  game?: ShopGame
  search?: string
  priceFromCents?: number
  priceToCents?: number
  rarity?: string
  sort?: ShopSort
}

function parsePrice(value: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return null
  return coinsToCents(Number(value))
}

/** Reads the `filter[...]` query; a malformed value is a field error named like `filter.game`. */
export function parseShopFilter(raw: Readonly<Partial<Record<string, string>>>): ShopFilter {
  const errors = new FieldErrorCollector()
  const filter: ShopFilter = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue
    switch (key) {
      case 'game': {
        const game = shopGames.find((known) => known === value)
        if (game) filter.game = game
        else errors.add('filter.game', m.oneOf(shopGames))
        break
      }
      case 'search':
        if (value.trim() !== '') filter.search = value
        break
      case 'price_from':
      case 'price_to': {
        const cents = parsePrice(value)
        if (cents === null) errors.add(`filter.${key}`, m.numberInvalid)
        else if (key === 'price_from') filter.priceFromCents = cents
        else filter.priceToCents = cents
        break
      }
      case 'rarity':
        if (value.trim() !== '') filter.rarity = value
        break
      case 'sort': {
        const sort = shopSorts.find((known) => known === value)
        if (sort) filter.sort = sort
        else errors.add('filter.sort', m.oneOf(shopSorts))
        break
      }
      default:
        errors.add(`filter.${key}`, m.oneOf(['game', 'search', 'price_from', 'price_to', 'rarity', 'sort']))
    }
  }
  errors.throwIfAny()
  return filter
}

/** Items on sale matching the filter; pages count from 0 here. */
export function listShopItems(db: Db, filter: ShopFilter, page: number): Page<ShopItemRow> {
  const { game, search, priceFromCents, priceToCents, rarity, sort } = filter
  const rows = db.shopItems
    .findMany((q) => q.where({ onSale: true }))
    .filter((item) => game === undefined || item.gameId === gameIds[game])
    .filter((item) => search === undefined || includesText(item.marketHashName, search))
    .filter((item) => priceFromCents === undefined || item.priceCents >= priceFromCents)
    .filter((item) => priceToCents === undefined || item.priceCents <= priceToCents)
    .filter((item) => rarity === undefined || normalizeText(item.rarity) === normalizeText(rarity))
    .sort(
      (a, b) =>
        (sort === 'price_asc'
          ? a.priceCents - b.priceCents
          : sort === 'price_desc'
            ? b.priceCents - a.priceCents
            : 0) || a.id - b.id,
    )
  return paginate(rows, page, 0)
}

export interface BuyInput {
  classId: unknown
  instanceId: unknown
  marketHashName: unknown
  gameId: unknown
  price: unknown
}

interface BuyRequest {
  classId: string
  instanceId: string
  marketHashName: string
  gameId: number
  priceCents: number
}

/** A form field as text: forms send strings, JSON bodies may send numbers. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

function parseBuyInput(input: BuyInput): BuyRequest {
  const errors = new FieldErrorCollector()
  const text = (field: 'classId' | 'instanceId' | 'marketHashName'): string => {
    const value = fieldText(input[field])
    if (value === '') errors.add(field, m.required)
    return value
  }
  const classId = text('classId')
  const instanceId = text('instanceId')
  const marketHashName = text('marketHashName')
  const gameText = fieldText(input.gameId)
  const gameId = /^\d+$/.test(gameText) ? Number(gameText) : null
  if (gameId === null) errors.add('gameId', gameText === '' ? m.required : m.oneOf(Object.values(gameIds).map(String)))
  const priceText = fieldText(input.price)
  const priceCents = priceText === '' ? null : parsePrice(priceText)
  if (priceCents === null) errors.add('price', priceText === '' ? m.required : m.numberInvalid)
  if (Object.keys(errors.fields).length > 0 || gameId === null || priceCents === null) throw invalid(errors.fields)
  return { classId, instanceId, marketHashName, gameId, priceCents }
}

export interface Purchase {
  balanceCents: number
  trade: TradeRow
}

/**
 * The tradelink to send the item to, or a refusal naming everything the user lacks at once, so
 * nobody fixes one thing only to learn of the next: the coins first (the shop shows them before
 * Buy is pressed), then the tradelink.
 */
function readyToBuy(user: UserRow, priceCents: number): { tradelink: string } | { refusal: DomainError } {
  const needs: Need[] = []
  const texts: Localized[] = []
  if (user.balanceCents < priceCents) {
    needs.push('coins')
    texts.push(m.coinsShort(priceCents - user.balanceCents))
  }
  if (!user.tradelink) {
    needs.push('tradelink')
    texts.push(m.tradelinkNeeded)
  }
  if (user.tradelink && needs.length === 0) return { tradelink: user.tradelink }
  const text = { ru: texts.map(({ ru }) => ru).join(' '), en: texts.map(({ en }) => en).join(' ') }
  return { refusal: lacking(text, needs) }
}

/**
 * Buys an item still on sale at the price the user saw. A gone item or a changed price is said
 * first: the coins needed depend on the price. Then everything the user lacks (`readyToBuy`).
 * Deducts the price, records a `shop` trade and takes the item off sale.
 */
export async function buyShopItem(db: Db, user: UserRow, input: BuyInput): Promise<Purchase> {
  const request = parseBuyInput(input)
  const item = db.shopItems.findFirst((q) =>
    q.where({
      onSale: true,
      classId: request.classId,
      instanceId: request.instanceId,
      gameId: (gameId) => gameId === request.gameId,
      marketHashName: request.marketHashName,
    }),
  )
  if (!item) throw notFound(m.shopItemGone)
  if (item.priceCents !== request.priceCents) throw rejected(m.priceChanged(item.priceCents))
  const ready = readyToBuy(user, item.priceCents)
  if ('refusal' in ready) throw ready.refusal
  const trade = await createTrade(db, user, 'shop', { ...marketItemOf(item), tradelink: ready.tradelink })
  const balanceCents = await changeBalance(db, user.id, -item.priceCents, 'shop-buy', trade.id)
  await db.shopItems.update((q) => q.where({ id: item.id }), {
    data(row) {
      row.onSale = false
    },
  })
  return { balanceCents, trade }
}
