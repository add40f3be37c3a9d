import { setupServer } from 'msw/node'
import { io, WebSocket as WebSocketTransport, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../db/db.ts'
import { reset } from '../db/state.ts'
import { changeBalance } from '../domain/coins.ts'
import { openCase } from '../domain/cases.ts'
import { createNotification } from '../domain/notifications.ts'
import { PUBLIC_SOCKET_TOKEN, signIn, socketTokenOf } from '../domain/sessions.ts'
import { personaUser } from '../../testing/backend/fake-db.ts'
import { realtimeLink } from './browser-link.ts'

const ORIGIN = 'http://localhost'
const server = setupServer(realtimeLink(ORIGIN))
const sockets: Socket[] = []

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

beforeEach(async () => {
  await reset()
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

afterAll(() => {
  server.close()
})

interface Listener {
  received: Array<{ event: string; payload: unknown }>
  /** The reason the connection ended, once it has. */
  disconnected: Promise<string>
}

/**
 * socket.io-client's transport over the global `WebSocket` (its Node default, `ws`, is invisible
 * to msw), taking the class msw patched when it connects: the stock one keeps the class it found
 * when first loaded, maybe before msw was listening (test files share their worker's modules).
 */
class PatchedWebSocketTransport extends WebSocketTransport {
  override createSocket(uri: string, protocols: string | string[] | undefined) {
    return new globalThis.WebSocket(uri, protocols)
  }
}

/** Connects as the app does in the browser. */
async function connect(token: string): Promise<Listener> {
  const socket = io(ORIGIN, {
    path: '/api/socket.io',
    transports: [PatchedWebSocketTransport],
    auth: { token, locale: 'en' },
    reconnection: false,
  })
  sockets.push(socket)
  const received: Listener['received'] = []
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }))
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return { received, disconnected }
}

/** Until `done` holds, or fails the test after a while. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2_000) throw new Error('timed out waiting for real-time messages')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const events = (listener: Listener) => listener.received.map(({ event }) => event)

describe('the real-time channel of the browser host', () => {
  it('serves the same events: drops to everyone, balances only to their owner', async () => {
    const regular = await connect(socketTokenOf(db, await signIn(db, 2)))
    const guest = await connect(PUBLIC_SOCKET_TOKEN)
    // The binding says "connected" before the client's auth arrives; give the check a moment.
    await new Promise((resolve) => setTimeout(resolve, 20))

    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    await changeBalance(db, 2, 100, 'admin', null)
    await until(() => events(regular).includes('balance-changed') && events(guest).includes('item-dropped'))
    expect(regular.received).toMatchObject([
      { event: 'item-dropped', payload: { user: { steam_name: 'RegularRaider' } } },
      { event: 'balance-changed', payload: { balance: 251 } },
    ])
    expect(events(guest)).toEqual(['item-dropped'])
  })

  it('serves a notification to everyone to each signed-in connection, and none to a guest', async () => {
    const regular = await connect(socketTokenOf(db, await signIn(db, 2)))
    const rich = await connect(socketTokenOf(db, await signIn(db, 3)))
    const guest = await connect(PUBLIC_SOCKET_TOKEN)
    await new Promise((resolve) => setTimeout(resolve, 20))

    await createNotification(db, {
      userId: null,
      title: { ru: 'Всем', en: 'Everyone' },
      description: { ru: 'Текст', en: 'Text' },
      link: null,
    })
    await until(() => events(regular).includes('notification-created') && events(rich).includes('notification-created'))
    expect(regular.received).toMatchObject([{ event: 'notification-created', payload: { title: 'Everyone' } }])
    expect(rich.received).toMatchObject([{ event: 'notification-created', payload: { title: 'Everyone' } }])
    expect(guest.received).toEqual([])
  })

  it('disconnects a token it does not know, before anything reaches it', async () => {
    const stranger = await connect('guess')
    expect(await stranger.disconnected).toBe('io server disconnect')
    await openCase(db, personaUser(db, 'regular'), 'daily-case', 'ok')
    expect(stranger.received).toEqual([])
  })
})
