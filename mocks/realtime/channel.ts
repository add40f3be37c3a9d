import { clock } from '../clock.ts'
import { db } from '../db/db.ts'
import { ensureSeeded, sharedSeedState } from '../db/state.ts'
import type { Locale } from '../domain/core.ts'
import { centsToCoins } from '../domain/money.ts'
import { PUBLIC_SOCKET_TOKEN, userBySocketToken } from '../domain/sessions.ts'
import { announceTradeStatusChanges } from '../domain/trades.ts'
import { presentNotification } from '../present/content.ts'
import { presentLastDrop, presentProfileTrade } from '../present/games.ts'
import type { RealtimeEvents } from '../../src/api/realtime-events.ts'
import { subscribe, type DomainEvent } from '../domain/events.ts'

/**
 * The real-time channel as every host serves it, whatever carries it (a socket.io server on
 * the HTTP hosts, a msw `ws.link` in the browser host): who may listen, and which message of
 * which event goes to whom.
 *
 * The events and their payloads are src/api/realtime-events.ts, shared with the app.
 * The client connects with `auth: { token: core.config.socket_token, locale }`.
 */

/** Where every host serves the channel; `core.config.socket_url` is the origin plus this path. */
export const REALTIME_PATH = '/api/socket.io'

/** How often the hosts call `tick()`. */
export const REALTIME_TICK_MS = 1_000

type RealtimeMessage = {
  [Event in keyof RealtimeEvents]: { event: Event; payload: RealtimeEvents[Event] }
}[keyof RealtimeEvents]

/** A message and the room it goes to; `null` is everyone, guests included. */
export interface Delivery {
  room: string | null
  message: RealtimeMessage
}

/** Who listens on a connection and the rooms that brings: none for a guest. */
export interface Audience {
  userId: number | null
  locale: Locale
  rooms: string[]
}

const locales: readonly Locale[] = ['ru', 'en']

function userRoom(userId: number): string {
  return `user:${userId}`
}

/** Notifications are worded per language, so a user's connections also sit in a room per language. */
function userLocaleRoom(userId: number, locale: Locale): string {
  return `user:${userId}:${locale}`
}

/** Every signed-in connection in one language: where a notification to everyone goes. */
function signedInLocaleRoom(locale: Locale): string {
  return `signed-in:${locale}`
}

/**
 * The audience of a connection's `auth`: the public token makes a guest, a session's token
 * its user; anything else (an ended session included) is refused with null. The language
 * defaults to Russian, as the HTTP API's does.
 */
async function authenticate(auth: unknown): Promise<Audience | null> {
  await ensureSeeded()
  const token: unknown = typeof auth === 'object' && auth !== null ? Reflect.get(auth, 'token') : undefined
  const requested: unknown = typeof auth === 'object' && auth !== null ? Reflect.get(auth, 'locale') : undefined
  const locale: Locale = requested === 'en' ? 'en' : 'ru'
  if (token === PUBLIC_SOCKET_TOKEN) return { userId: null, locale, rooms: [] }
  const user = typeof token === 'string' ? userBySocketToken(db, token) : null
  if (!user) return null
  return {
    userId: user.id,
    locale,
    rooms: [userRoom(user.id), userLocaleRoom(user.id, locale), signedInLocaleRoom(locale)],
  }
}

function deliveriesOf(event: DomainEvent): Delivery[] {
  switch (event.type) {
    case 'item-dropped':
      return [{ room: null, message: { event: event.type, payload: presentLastDrop(event) } }]
    case 'balance-changed':
      return [
        {
          room: userRoom(event.userId),
          message: { event: event.type, payload: { balance: centsToCoins(event.balanceCents) } },
        },
      ]
    case 'notification-created': {
      const { userId } = event
      return locales.map((locale) => ({
        room: userId === null ? signedInLocaleRoom(locale) : userLocaleRoom(userId, locale),
        message: { event: event.type, payload: presentNotification(event.notification, locale) },
      }))
    }
    case 'trade-status-changed':
      return [
        {
          room: userRoom(event.userId),
          message: { event: event.type, payload: presentProfileTrade(event.trade, event.status) },
        },
      ]
  }
}

/** The instant of the last tick, and which seeding of the database it looked at. */
let lastTick: { generation: number; ms: number } | null = null

/**
 * Trade statuses follow from the fake clock, so they move without any request: each tick
 * announces what moved since the last one. Shared by every host in the process, so two
 * hosts ticking never announce a change twice.
 *
 * A reset starts the data over at its own instant (often far from the last tick, before or
 * after it), so the first tick after one counts from that instant: nothing of the old data
 * is announced against the new, and nothing is announced while the database is refilled.
 * A state restored from a snapshot (the browser host after a reload) counts from the moment
 * of its restore in the same way.
 */
function tick(): void {
  const seeded = sharedSeedState()
  if (!seeded.ready) return
  const now = clock.now()
  const fromMs = lastTick?.generation === seeded.generation ? lastTick.ms : seeded.sinceMs
  announceTradeStatusChanges(db, fromMs, now)
  lastTick = { generation: seeded.generation, ms: now }
}

export interface RealtimeChannel {
  /**
   * A host that serves people calls this as it picks the channel up: the fake backend's data
   * then starts at the wall time and the clock runs (see `clock.followWallTime`). Called on
   * every fresh instance, as the dev server's reloads of mocks/ make.
   */
  followWallTime: () => void
  authenticate: (auth: unknown) => Promise<Audience | null>
  /** Every delivery from now on; answers the function that stops them. */
  subscribe: (listener: (delivery: Delivery) => void) => () => void
  /** Hosts call this about every second, while they serve. */
  tick: () => void
}

export const realtimeChannel: RealtimeChannel = {
  followWallTime: () => clock.followWallTime(),
  authenticate,
  subscribe: (listener) =>
    subscribe((event) => {
      for (const delivery of deliveriesOf(event)) listener(delivery)
    }),
  tick,
}
