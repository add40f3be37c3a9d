import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import { db } from '../db/db.ts'
import { reset } from '../db/state.ts'
import { openCase, sendAvailableItem } from '../domain/cases.ts'
import { createNotification } from '../domain/notifications.ts'
import { PUBLIC_SOCKET_TOKEN, signIn, signOut, socketTokenOf } from '../domain/sessions.ts'
import { TRADE_WAITING_UNTIL_MS } from '../domain/trades.ts'
import { personaUser } from '../../testing/backend/fake-db.ts'
import { realtimeChannel, type Delivery } from './channel.ts'

let stop: (() => void) | null = null

function deliveries(): Delivery[] {
  const seen: Delivery[] = []
  stop = realtimeChannel.subscribe((delivery) => seen.push(delivery))
  return seen
}

beforeEach(async () => {
  await reset()
})

afterEach(() => {
  stop?.()
  stop = null
})

describe('who may listen', () => {
  it('lets guests in with the public token, in no room', async () => {
    expect(await realtimeChannel.authenticate({ token: PUBLIC_SOCKET_TOKEN, locale: 'en' })).toEqual({
      userId: null,
      locale: 'en',
      rooms: [],
    })
  })

  it("puts a session's token in its user's rooms, in Russian unless asked otherwise", async () => {
    const session = await signIn(db, 2)
    const token = socketTokenOf(db, session)
    expect(token).not.toBe(session)
    expect(await realtimeChannel.authenticate({ token })).toEqual({
      userId: 2,
      locale: 'ru',
      rooms: ['user:2', 'user:2:ru', 'signed-in:ru'],
    })
    expect(await realtimeChannel.authenticate({ token, locale: 'en' })).toMatchObject({
      rooms: ['user:2', 'user:2:en', 'signed-in:en'],
    })
  })

  it('refuses unknown tokens and the tokens of ended sessions', async () => {
    const session = await signIn(db, 2)
    const token = socketTokenOf(db, session)
    signOut(db, session)
    expect(socketTokenOf(db, session)).toBe(PUBLIC_SOCKET_TOKEN)
    expect(await realtimeChannel.authenticate({ token })).toBeNull()
    expect(await realtimeChannel.authenticate({ token: 'guess' })).toBeNull()
    expect(await realtimeChannel.authenticate(undefined)).toBeNull()
  })
})

describe('what goes to whom', () => {
  it("sends a drop to everyone in the contract's shape", async () => {
    const seen = deliveries()
    const drop = await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    expect(seen).toMatchObject([
      {
        room: null,
        message: {
          event: 'item-dropped',
          payload: {
            id: drop.id,
            image: drop.image,
            rarity_color: drop.rarityColor,
            user: { id: 2, steam_name: 'RegularRaider' },
          },
        },
      },
    ])
  })

  it("sends balances and trades to the user's room, notifications to each language's room", async () => {
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const seen = deliveries()
    const trade = await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    await createNotification(db, {
      userId: 2,
      title: { ru: 'Title in Russian', en: 'Title in English' },
      description: { ru: 'Text in Russian', en: 'Text in English' },
      link: null,
    })
    expect(seen).toMatchObject([
      { room: 'user:2', message: { event: 'trade-status-changed', payload: { id: trade.id, status: 'waiting' } } },
      {
        room: 'user:2:ru',
        message: { event: 'notification-created', payload: { title: 'Title in Russian', viewed: false } },
      },
      {
        room: 'user:2:en',
        message: { event: 'notification-created', payload: { title: 'Title in English', viewed: false } },
      },
    ])
  })

  it("sends a notification to everyone to every signed-in connection's language room, guests left out", async () => {
    const seen = deliveries()
    await createNotification(db, {
      userId: null,
      title: { ru: 'Всем привет', en: 'Hello everyone' },
      description: { ru: 'Текст', en: 'Text' },
      link: null,
    })
    expect(seen).toMatchObject([
      {
        room: 'signed-in:ru',
        message: { event: 'notification-created', payload: { title: 'Всем привет', viewed: false } },
      },
      {
        room: 'signed-in:en',
        message: { event: 'notification-created', payload: { title: 'Hello everyone', viewed: false } },
      },
    ])
    const guest = await realtimeChannel.authenticate({ token: PUBLIC_SOCKET_TOKEN, locale: 'ru' })
    expect(guest?.rooms).not.toContain('signed-in:ru')
  })

  it('announces what moved since a reset on the first tick after it, and nothing of the data before it', async () => {
    const startMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    await reset(undefined, db, startMs)
    realtimeChannel.tick()
    // A reset five minutes later: `regular`'s seeded trade of six minutes ago was still
    // waiting at the last tick's instant, but that was another database.
    await reset(undefined, db, startMs + 5 * 60_000)
    const seen = deliveries()
    realtimeChannel.tick()
    expect(seen).toEqual([])
    // Two minutes on, the seeded trades of one minute and of 20 s ago have moved, though no
    // tick saw them before.
    clock.advance(2 * 60_000)
    realtimeChannel.tick()
    const sent = db.trades.findFirst((q) => q.where({ userId: 2, createdAtMs: startMs + 4 * 60_000 }))
    const bought = db.trades.findFirst((q) => q.where({ userId: 2, createdAtMs: startMs + 5 * 60_000 - 20_000 }))
    expect(seen).toMatchObject([
      { room: 'user:2', message: { event: 'trade-status-changed', payload: { id: sent?.id, status: 'sended' } } },
      { room: 'user:2', message: { event: 'trade-status-changed', payload: { id: bought?.id, status: 'waiting' } } },
    ])
  })

  it('ticks without a word while the database is being refilled', async () => {
    realtimeChannel.tick()
    const seen = deliveries()
    const refilling = reset(undefined, db, clock.now() + 60 * 60_000)
    realtimeChannel.tick()
    await refilling
    expect(seen).toEqual([])
  })

  it('announces trades moving on as the hosts tick', async () => {
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    const trade = await sendAvailableItem(db, personaUser(db, 'regular'), 'daily-case')
    realtimeChannel.tick()
    const seen = deliveries()
    clock.advance(TRADE_WAITING_UNTIL_MS)
    realtimeChannel.tick()
    realtimeChannel.tick()
    expect(
      seen.filter(({ message }) => message.event === 'trade-status-changed' && message.payload.id === trade.id),
    ).toMatchObject([{ room: 'user:2', message: { event: 'trade-status-changed', payload: { status: 'sended' } } }])
  })
})
