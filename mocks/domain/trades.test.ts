import { describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import { freshDb, personaUser } from '../testing.ts'
import { lastDelivered, profileTrades, TRADE_SENDED_UNTIL_MS, TRADE_WAITING_UNTIL_MS, tradeStatus } from './trades.ts'

describe('trade statuses', () => {
  it('move with the clock: purchase, waiting, sended, delivered', async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const statuses = profileTrades(db, regular, 1).items.map((view) => view.status)
    expect(statuses).toEqual(['purchase', 'waiting', 'sended', 'error', 'sold', 'delivered', 'delivered'])
    const newest = profileTrades(db, regular, 1).items[0]?.trade
    if (!newest) throw new Error('regular has trades')
    const created = newest.createdAtMs
    expect(tradeStatus(newest, regular, created + TRADE_WAITING_UNTIL_MS - 1)).toBe('waiting')
    expect(tradeStatus(newest, regular, created + TRADE_WAITING_UNTIL_MS)).toBe('sended')
    expect(tradeStatus(newest, regular, created + TRADE_SENDED_UNTIL_MS)).toBe('delivered')
    clock.advance(TRADE_SENDED_UNTIL_MS)
    expect(profileTrades(db, regular, 1).items.slice(0, 3).map((view) => view.status)).toEqual(['delivered', 'delivered', 'delivered'])
  })

  it('turn to error when the tradelink points at another account', async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const failed = profileTrades(db, regular, 1).items.find((view) => view.status === 'error')
    expect(failed?.trade.tradelink).toContain('partner=123456789')
  })

  it('feed last-delivered with shop trades only, newest first', async () => {
    const db = await freshDb()
    const feed = lastDelivered(db)
    expect(feed).toHaveLength(12)
    expect(feed.every((view) => view.status === 'delivered' && view.trade.kind === 'shop')).toBe(true)
    const times = feed.map((view) => view.trade.createdAtMs)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})
