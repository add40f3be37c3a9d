import { describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import { subscribe, type DomainEvent } from './events.ts'
import { tradelinkOf } from '../personas.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { setTradelink } from './profile.ts'
import { buyShopItem, listShopItems, parseShopFilter } from './shop.ts'
import {
  announceTradeStatusChanges,
  lastDelivered,
  profileTrades,
  TRADE_SENDED_UNTIL_MS,
  TRADE_WAITING_UNTIL_MS,
  tradeStatus,
} from './trades.ts'

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
    expect(
      profileTrades(db, regular, 1)
        .items.slice(0, 3)
        .map((view) => view.status),
    ).toEqual(['delivered', 'delivered', 'delivered'])
  })

  it('turn to error when the tradelink points at another account', async () => {
    const db = await freshDb()
    const regular = personaUser(db, 'regular')
    const failed = profileTrades(db, regular, 1).items.find((view) => view.status === 'error')
    expect(failed?.trade.tradelink).toContain('partner=123456789')
  })

  it("reach error, live, when the tradelink they went to is not the buyer's own, and stay there", async () => {
    const db = await freshDb()
    // A well-formed link of another account: the profile accepts it, the platform refuses the offer.
    await setTradelink(db, personaUser(db, 'regular'), tradelinkOf(987654321, 'Zz11Yy22'))
    const item = listShopItems(db, parseShopFilter({ price_to: '100' }), 0).items[0]
    if (!item) throw new Error('the shop has cheap items')
    const heard: DomainEvent[] = []
    const stop = subscribe((event) => heard.push(event))
    const { trade } = await buyShopItem(db, personaUser(db, 'regular'), {
      classId: item.classId,
      instanceId: item.instanceId,
      marketHashName: item.marketHashName,
      gameId: String(item.gameId),
      price: String(item.priceCents / 100),
    })
    const statusNow = () =>
      profileTrades(db, personaUser(db, 'regular'), 1).items.find((view) => view.trade.id === trade.id)?.status
    const statuses = [statusNow()]
    for (const step of [60_000, TRADE_WAITING_UNTIL_MS - 60_000, TRADE_SENDED_UNTIL_MS]) {
      const from = clock.now()
      clock.advance(step)
      announceTradeStatusChanges(db, from, clock.now())
      statuses.push(statusNow())
    }
    stop()
    expect(statuses).toEqual(['purchase', 'waiting', 'error', 'error'])
    const announced = heard.flatMap((event) =>
      event.type === 'trade-status-changed' && event.trade.id === trade.id ? [event.status] : [],
    )
    expect(announced).toEqual(['purchase', 'waiting', 'error'])
    expect(lastDelivered(db).some((view) => view.trade.id === trade.id)).toBe(false)
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
