import { afterEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../clock.ts'
import { changeBalance } from './coins.ts'
import { openCase, sellAvailableItem, sendAvailableItem } from './cases.ts'
import { activateRefCode } from './referrals.ts'
import { buyShopItem, listShopItems, parseShopFilter } from './shop.ts'
import { announceTradeStatusChanges, TRADE_SENDED_UNTIL_MS, TRADE_WAITING_UNTIL_MS } from './trades.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { emit, subscribe, type DomainEvent } from './events.ts'

let stops: Array<() => void> = []

/** Everything emitted from now until the test ends. */
function record(): DomainEvent[] {
  const seen: DomainEvent[] = []
  stops.push(subscribe((event) => seen.push(event)))
  return seen
}

afterEach(() => {
  for (const stop of stops) stop()
  stops = []
})

describe('the domain event bus', () => {
  it('tells every listener until it stops listening', () => {
    const first = record()
    const second: DomainEvent[] = []
    const stop = subscribe((event) => second.push(event))
    emit({ type: 'balance-changed', userId: 1, balanceCents: 100 })
    stop()
    emit({ type: 'balance-changed', userId: 1, balanceCents: 200 })
    expect(first.map((event) => event.type === 'balance-changed' && event.balanceCents)).toEqual([100, 200])
    expect(second).toHaveLength(1)
  })

  it('keeps a failing listener from failing the emitter or the other listeners', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stops.push(
      subscribe(() => {
        throw new Error('transport down')
      }),
    )
    const seen = record()
    expect(() => emit({ type: 'balance-changed', userId: 1, balanceCents: 1 })).not.toThrow()
    expect(seen).toHaveLength(1)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})

describe('the rules emit', () => {
  it('item-dropped when a case is opened', async () => {
    const db = await freshDb()
    const seen = record()
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    expect(seen).toMatchObject([{ type: 'item-dropped', drop, user: { id: personaUser(db, 'regular').id } }])
  })

  it('nothing when a rule refuses', async () => {
    const db = await freshDb()
    const seen = record()
    await expect(openCase(db, personaUser(db, 'rich'), 'daily-case', 'ok')).rejects.toMatchObject({ kind: 'rejected' })
    await expect(changeBalance(db, 2, -25_001, 'shop-buy', null)).rejects.toMatchObject({ kind: 'rejected' })
    expect(seen).toEqual([])
  })

  it('balance-changed with the new balance on every ledger change', async () => {
    const db = await freshDb()
    const seen = record()
    await changeBalance(db, 2, 1_234, 'admin', null)
    expect(seen).toEqual([{ type: 'balance-changed', userId: 2, balanceCents: 26_234 }])
  })

  it('a sold trade and the new balance when a case item is sold', async () => {
    const db = await freshDb()
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const seen = record()
    await sellAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(seen).toMatchObject([
      {
        type: 'trade-status-changed',
        userId: 2,
        status: 'sold',
        trade: { kind: 'case-sell', marketHashName: drop.marketHashName },
      },
      { type: 'balance-changed', userId: 2, balanceCents: 25_000 + drop.priceCents },
    ])
  })

  it('a waiting trade when a case item is sent', async () => {
    const db = await freshDb()
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const seen = record()
    const trade = await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    expect(seen).toEqual([{ type: 'trade-status-changed', userId: 2, trade, status: 'waiting' }])
  })

  it('a purchase trade and the new balance when the shop sells', async () => {
    const db = await freshDb()
    const item = listShopItems(db, parseShopFilter({ price_to: '100' }), 0).items[0]
    if (!item) throw new Error('the shop has cheap items')
    const seen = record()
    const purchase = await buyShopItem(db, personaUser(db, 'regular'), {
      classId: item.classId,
      instanceId: item.instanceId,
      marketHashName: item.marketHashName,
      gameId: String(item.gameId),
      price: String(item.priceCents / 100),
    })
    expect(seen).toEqual([
      { type: 'trade-status-changed', userId: 2, trade: purchase.trade, status: 'purchase' },
      { type: 'balance-changed', userId: 2, balanceCents: purchase.balanceCents },
    ])
  })

  it('the reward and a notification for the referrer when a referral code is activated', async () => {
    const db = await freshDb()
    const seen = record()
    await activateRefCode(db, personaUser(db, 'admin'), 'golden')
    const rich = personaUser(db, 'rich')
    expect(seen).toMatchObject([
      { type: 'balance-changed', userId: rich.id, balanceCents: rich.balanceCents },
      {
        type: 'notification-created',
        userId: rich.id,
        notification: { userId: rich.id, viewed: false, title: { en: 'Referral reward' } },
      },
    ])
  })
})

describe('trade statuses moving with the clock', () => {
  it('are announced once each, between two instants', async () => {
    const db = await freshDb()
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const trade = await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    const start = clock.now()
    const seen = record()
    const ofTrade = () =>
      seen.flatMap((event) =>
        event.type === 'trade-status-changed' && event.trade.id === trade.id ? [event.status] : [],
      )

    announceTradeStatusChanges(db, start, start + TRADE_WAITING_UNTIL_MS - 1)
    expect(ofTrade()).toEqual([])
    announceTradeStatusChanges(db, start + TRADE_WAITING_UNTIL_MS - 1, start + TRADE_WAITING_UNTIL_MS)
    expect(ofTrade()).toEqual(['sended'])
    announceTradeStatusChanges(db, start + TRADE_WAITING_UNTIL_MS, start + TRADE_SENDED_UNTIL_MS + 5_000)
    expect(ofTrade()).toEqual(['sended', 'delivered'])
    announceTradeStatusChanges(db, start + TRADE_SENDED_UNTIL_MS + 5_000, start + 2 * TRADE_SENDED_UNTIL_MS)
    expect(ofTrade()).toEqual(['sended', 'delivered'])
  })

  it('are not announced for a clock set back, nor for trades newer than the first instant', async () => {
    const db = await freshDb()
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const start = clock.now()
    clock.advance(1)
    await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    const seen = record()
    announceTradeStatusChanges(db, start + TRADE_SENDED_UNTIL_MS, start)
    announceTradeStatusChanges(db, start, start + TRADE_WAITING_UNTIL_MS + 1)
    expect(seen.filter((event) => event.type === 'trade-status-changed' && event.trade.createdAtMs > start)).toEqual([])
  })
})
