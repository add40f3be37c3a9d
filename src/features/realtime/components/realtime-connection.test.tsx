// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import type { Schemas } from '~/api/types'
import type { Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import { makeCore, makeNotification, makeSignedInCore, sampleProof } from '@testing/fixtures/props'
import { renderWithApp } from '@testing/render/render-with-app'
import { RealtimeConnection } from './realtime-connection'
import type { RealtimeEvents } from '~/api/realtime-events'
import type { CreateRealtimeSocket, RealtimeSocket } from '../lib/realtime-socket'

/** Any listener the hook registers; the fake calls it with whatever the test plays. */
type Listener = (...args: never[]) => void

/** Stands in for a socket.io socket: records the listeners, and lets the test play the server. */
class FakeSocket implements RealtimeSocket {
  private readonly listeners = new Map<string, Listener[]>()
  readonly options: Parameters<CreateRealtimeSocket>[0]
  connects = 0
  disconnects = 0

  constructor(options: Parameters<CreateRealtimeSocket>[0]) {
    this.options = options
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }

  io = { on: (event: string, listener: Listener) => this.on(event, listener) }

  connect() {
    this.connects += 1
    this.fire('connect')
  }

  disconnect() {
    this.disconnects += 1
    this.fire('disconnect', 'io client disconnect')
  }

  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }

  push<Event extends keyof RealtimeEvents>(event: Event, payload: RealtimeEvents[Event]) {
    act(() => this.fire(event, payload))
  }
}

function fakeSockets() {
  const sockets: FakeSocket[] = []
  const createSocket: CreateRealtimeSocket = (options) => {
    const socket = new FakeSocket(options)
    sockets.push(socket)
    return Promise.resolve(socket)
  }
  return { sockets, createSocket }
}

function drop(id: number): Schemas['LastDroppedItem'] {
  return {
    id,
    image: `/drops/${id}.png`,
    rarity_color: '#4b69ff',
    user: { id: 7, steam_name: 'Dropper', steam_avatar: '/a.png', steam_id: '76561198000000007' },
    caseSlug: 'daily-case',
    proof: sampleProof,
  }
}

let info: MockInstance<typeof console.info>

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

afterEach(() => {
  // Unmount first: disconnecting logs too.
  cleanup()
  info.mockRestore()
})

const logged = () => info.mock.calls.map((args) => args.join(' '))

async function connected(core: Core) {
  const fake = fakeSockets()
  const app = await renderWithApp(<RealtimeConnection createSocket={fake.createSocket} />, { core, path: '/en' })
  await waitFor(() => expect(fake.sockets[0]?.connects).toBe(1))
  const socket = fake.sockets[0]
  if (!socket) throw new Error('no socket was created')
  return { ...app, fake, socket }
}

describe('RealtimeConnection', () => {
  it('connects after hydration with the address and token from the config, and logs its state only', async () => {
    const core = makeSignedInCore()
    const { socket, container, unmount } = await connected({
      ...core,
      config: { ...core.config, socket_url: 'http://localhost:3000/api/socket.io', socket_token: 'rt1u2' },
    })
    expect(container.innerHTML).toBe('')
    expect(socket.options).toEqual({
      url: 'http://localhost:3000',
      path: '/api/socket.io',
      token: 'rt1u2',
      locale: 'en',
    })
    socket.push('item-dropped', drop(1))
    unmount()
    expect(socket.disconnects).toBe(1)
    expect(logged()).toEqual([
      '[realtime] connecting',
      '[realtime] connected',
      '[realtime] disconnected io client disconnect',
    ])
  })

  it('prepends a new drop to the last-drops strip, keeping its length', async () => {
    const { socket, queryClient } = await connected(makeCore())
    queryClient.setQueryData(coreDataKeys.lastDroppedItems, [drop(2), drop(1)])
    socket.push('item-dropped', drop(3))
    expect(
      queryClient.getQueryData<Schemas['LastDroppedItem'][]>(coreDataKeys.lastDroppedItems)?.map((item) => item.id),
    ).toEqual([3, 2])
  })

  it('leaves the strip unloaded when no page has loaded it', async () => {
    const { socket, queryClient } = await connected(makeCore())
    socket.push('item-dropped', drop(3))
    expect(queryClient.getQueryData(coreDataKeys.lastDroppedItems)).toBeUndefined()
  })

  it('shows a new balance and a new notification in the core data', async () => {
    const { socket, queryClient } = await connected(makeSignedInCore({ balance: 10 }))
    socket.push('balance-changed', { balance: 35.5 })
    socket.push('notification-created', makeNotification({ id: 9, title: 'Referral reward', viewed: false }))
    const core = queryClient.getQueryData<Core>(coreDataKeys.core)
    expect(core?.currentUser?.balance).toBe(35.5)
    expect(core?.notifications.map((notification) => [notification.id, notification.viewed])).toEqual([
      [9, false],
      [3, false],
      [2, false],
      [1, true],
    ])
  })

  it("refreshes the user's trades when a trade changes status", async () => {
    const { socket, queryClient } = await connected(makeSignedInCore())
    queryClient.setQueryData([...coreDataKeys.user, 'trades', 1], { data: [] })
    socket.push('trade-status-changed', {
      id: 5,
      marketHashName: 'AK-47 | Redline',
      price: 12,
      status: 'sended',
      rarityColor: '#d32ce6',
      image: '/t.png',
      createdAt: '2025-06-02T12:00:00.000Z',
    })
    expect(queryClient.getQueryState([...coreDataKeys.user, 'trades', 1])?.isInvalidated).toBe(true)
  })

  it('reconnects with the new token when the visitor signs out', async () => {
    const signedIn = makeSignedInCore()
    const { fake, socket, queryClient } = await connected({
      ...signedIn,
      config: { ...signedIn.config, socket_token: 'rt1u2' },
    })
    act(() => {
      queryClient.setQueryData<Core>(
        coreDataKeys.core,
        makeCore({ config: { ...signedIn.config, socket_token: 'public' } }),
      )
    })
    await waitFor(() => expect(fake.sockets[1]?.connects).toBe(1))
    expect(socket.disconnects).toBe(1)
    expect(fake.sockets[1]?.options.token).toBe('public')
  })

  it('does not connect without an address', async () => {
    const fake = fakeSockets()
    const core = makeCore()
    await renderWithApp(<RealtimeConnection createSocket={fake.createSocket} />, {
      core: { ...core, config: { ...core.config, socket_url: '' } },
    })
    await act(() => Promise.resolve())
    expect(fake.sockets).toEqual([])
    expect(logged()).toEqual([])
  })
})
