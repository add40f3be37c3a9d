import { nextId, type Db } from '../db/db.ts'
import { defineIndex, groupSorted } from '../db/indexes.ts'
import type { TradeKind, TradeRow } from '../db/schema/trades.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { paginate, type Page } from './pagination.ts'
import type { TradeStatus } from './trade-status.ts'
import { emit } from './events.ts'

/**
 * Trade statuses are not stored: they follow from the trade's age on the fake clock, so
 * advancing the clock moves every trade along `purchase -> waiting -> sended -> delivered`.
 */
const TRADE_PURCHASE_MS = 60_000
export const TRADE_WAITING_UNTIL_MS = 3 * 60_000
export const TRADE_SENDED_UNTIL_MS = 10 * 60_000

const STEAM_ID_BASE = 76561197960265728n

/** The `partner` a tradelink must carry to reach this user's account. */
function accountIdOf(steamId: string): number {
  return Number(BigInt(steamId) - STEAM_ID_BASE)
}

function tradelinkPartner(tradelink: string): number | null {
  try {
    const partner = new URL(tradelink).searchParams.get('partner')
    return partner && /^\d+$/.test(partner) ? Number(partner) : null
  } catch {
    return null
  }
}

export function tradeStatus(trade: TradeRow, owner: UserRow, now: number): TradeStatus {
  if (trade.kind === 'case-sell') return 'sold'
  const age = now - trade.createdAtMs
  if (trade.kind === 'shop' && age < TRADE_PURCHASE_MS) return 'purchase'
  if (age < TRADE_WAITING_UNTIL_MS) return 'waiting'
  // The platform refuses the offer once it is sent, if the link points at another account.
  if (trade.tradelink === null || tradelinkPartner(trade.tradelink) !== accountIdOf(owner.steamId)) return 'error'
  if (age < TRADE_SENDED_UNTIL_MS) return 'sended'
  return 'delivered'
}

export interface TradeView {
  trade: TradeRow
  status: TradeStatus
}

function newestFirst(a: TradeRow, b: TradeRow): number {
  return b.createdAtMs - a.createdAtMs || b.id - a.id
}

/** Trades by owner and by age: pages and announcements find theirs without scanning every trade. */
const tradeIndex = defineIndex((rows: readonly TradeRow[]) => ({
  byUser: groupSorted(rows, (trade) => trade.userId, newestFirst),
  shopNewestFirst: rows.filter((trade) => trade.kind === 'shop').sort(newestFirst),
  oldestFirst: [...rows].sort((a, b) => a.createdAtMs - b.createdAtMs || a.id - b.id),
}))

/** A user's trades, newest first; statuses are worked out for the page only. */
export function profileTrades(db: Db, user: UserRow, page: number): Page<TradeView> {
  const now = clock.now()
  const rows = tradeIndex(db.trades).byUser.get(user.id) ?? []
  const found = paginate(rows, page)
  return { ...found, items: found.items.map((trade) => ({ trade, status: tradeStatus(trade, user, now) })) }
}

const LAST_DELIVERED = 12

/** The latest delivered shop trades of all users, newest first: read from the newest until enough are found. */
export function lastDelivered(db: Db): Array<TradeView & { user: UserRow }> {
  const now = clock.now()
  const users = new Map(db.users.findMany().map((user) => [user.id, user]))
  const delivered: Array<TradeView & { user: UserRow }> = []
  for (const trade of tradeIndex(db.trades).shopNewestFirst) {
    const user = users.get(trade.userId)
    if (!user) continue
    const status = tradeStatus(trade, user, now)
    if (status === 'delivered') delivered.push({ trade, status, user })
    // "Delivered at" is creation plus the fixed delivery time, so creation order is delivery order.
    if (delivered.length === LAST_DELIVERED) break
  }
  return delivered
}

/** The first index of `rows` (oldest first) created after `ms`. */
function firstCreatedAfter(rows: readonly TradeRow[], ms: number): number {
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (rows[middle]!.createdAtMs > ms) high = middle
    else low = middle + 1
  }
  return low
}

export type NewTrade = Omit<TradeRow, 'id' | 'createdAtMs' | 'kind' | 'userId'>

/** Records a trade and announces it with its first status. */
export async function createTrade(db: Db, user: UserRow, kind: TradeKind, item: NewTrade): Promise<TradeRow> {
  const trade = await db.trades.create({
    ...item,
    id: nextId(db.trades.all()),
    userId: user.id,
    kind,
    createdAtMs: clock.now(),
  })
  emit({ type: 'trade-status-changed', userId: user.id, trade, status: tradeStatus(trade, user, trade.createdAtMs) })
  return trade
}

/**
 * Announces every trade whose status moved between two instants of the fake clock. Statuses
 * are not stored, so nothing else notices them move: the real-time hosts call this as time
 * passes. Trades created after `fromMs` were announced by `createTrade`; a clock set back
 * announces nothing.
 */
export function announceTradeStatusChanges(db: Db, fromMs: number, toMs: number): void {
  if (toMs <= fromMs) return
  const users = new Map(db.users.findMany().map((user) => [user.id, user]))
  // A status stops moving once a trade is TRADE_SENDED_UNTIL_MS old: only younger trades can have moved.
  const oldestFirst = tradeIndex(db.trades).oldestFirst
  const moving: TradeRow[] = []
  for (
    let index = firstCreatedAfter(oldestFirst, fromMs - TRADE_SENDED_UNTIL_MS);
    index < oldestFirst.length;
    index++
  ) {
    const trade = oldestFirst[index]!
    if (trade.createdAtMs > fromMs) break
    moving.push(trade)
  }
  for (const trade of moving.sort((a, b) => a.id - b.id)) {
    const owner = users.get(trade.userId)
    if (!owner) continue
    const status = tradeStatus(trade, owner, toMs)
    if (status !== tradeStatus(trade, owner, fromMs))
      emit({ type: 'trade-status-changed', userId: owner.id, trade, status })
  }
}
