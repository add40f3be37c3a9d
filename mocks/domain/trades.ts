import { nextId, type Db } from '../db/db.ts'
import type { TradeKind, TradeRow } from '../db/schema/trades.ts'
import type { UserRow } from '../db/schema/users.ts'
import { clock } from '../clock.ts'
import { emit } from '../realtime/events.ts'
import { paginate, type Page } from './pagination.ts'

/**
 * Trade statuses are not stored: they follow from the trade's age on the fake clock, so
 * advancing the clock moves every trade along `purchase -> waiting -> sended -> delivered`.
 */
const TRADE_PURCHASE_MS = 60_000
export const TRADE_WAITING_UNTIL_MS = 3 * 60_000
export const TRADE_SENDED_UNTIL_MS = 10 * 60_000

export type TradeStatus = 'waiting' | 'sold' | 'purchase' | 'sended' | 'delivered' | 'error'

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

export function profileTrades(db: Db, user: UserRow, page: number): Page<TradeView> {
  const now = clock.now()
  const rows = db.trades
    .findMany((q) => q.where({ userId: user.id }))
    .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id)
    .map((trade) => ({ trade, status: tradeStatus(trade, user, now) }))
  return paginate(rows, page)
}

const LAST_DELIVERED = 12

/** The latest delivered shop trades of all users, newest first. */
export function lastDelivered(db: Db): Array<TradeView & { user: UserRow }> {
  const now = clock.now()
  const users = new Map(db.users.findMany().map((user) => [user.id, user]))
  const delivered: Array<TradeView & { user: UserRow }> = []
  for (const trade of db.trades.findMany((q) => q.where({ kind: 'shop' }))) {
    const user = users.get(trade.userId)
    if (!user) continue
    const status = tradeStatus(trade, user, now)
    if (status === 'delivered') delivered.push({ trade, status, user })
  }
  // "Delivered at" is creation plus the fixed delivery time, so creation order is delivery order.
  return delivered.sort((a, b) => b.trade.createdAtMs - a.trade.createdAtMs || b.trade.id - a.trade.id).slice(0, LAST_DELIVERED)
}

export type NewTrade = Omit<TradeRow, 'id' | 'createdAtMs' | 'kind' | 'userId'>

/** Records a trade and announces it with its first status. */
export async function createTrade(db: Db, user: UserRow, kind: TradeKind, item: NewTrade): Promise<TradeRow> {
  const trade = await db.trades.create({ ...item, id: nextId(db.trades.all()), userId: user.id, kind, createdAtMs: clock.now() })
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
  const trades = db.trades.findMany((q) => q.where({ createdAtMs: (createdAtMs) => createdAtMs <= fromMs }))
  for (const trade of trades.sort((a, b) => a.id - b.id)) {
    const owner = users.get(trade.userId)
    if (!owner) continue
    const status = tradeStatus(trade, owner, toMs)
    if (status !== tradeStatus(trade, owner, fromMs)) emit({ type: 'trade-status-changed', userId: owner.id, trade, status })
  }
}
