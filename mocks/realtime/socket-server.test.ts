import type { AddressInfo } from 'node:net'
import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { reset } from '../db/state.ts'
import type { Schemas } from '../present/types.ts'
import { createFakeApiServer } from '../http/fake-api-server.ts'
import type { RealtimeServer } from './socket-server.ts'

let realtime: RealtimeServer
let base = ''
const sockets: Socket[] = []

beforeAll(async () => {
  await reset()
  const host = createFakeApiServer()
  realtime = host.realtime
  await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})

afterAll(async () => {
  await realtime.close()
})

async function signInAs(scenario: string): Promise<string> {
  const answer = await fetch(`${base}/api/__control/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario }),
  })
  return answer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
}

async function config(cookie: string | null): Promise<Schemas['Config']> {
  const answer = await fetch(`${base}/api/core`, { headers: cookie ? { Cookie: cookie } : {} })
  return ((await answer.json()) as Schemas['CoreResponse']).data.config
}

interface Listener {
  socket: Socket
  received: Array<{ event: string; payload: unknown }>
}

/** Connects the way the app does: the origin and path of socket_url, the token in `auth`. */
async function listen(socketUrl: string, token: string, locale: 'ru' | 'en' = 'en'): Promise<Listener> {
  const url = new URL(socketUrl)
  const socket = io(url.origin, {
    path: url.pathname,
    transports: ['websocket'],
    auth: { token, locale },
    reconnection: false,
  })
  sockets.push(socket)
  const received: Listener['received'] = []
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return { socket, received }
}

async function post(path: string, cookie: string, body: Record<string, string> = {}): Promise<Response> {
  // A form, as the contract takes it, and none for an operation without a body (the request check refuses both otherwise).
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) form.append(name, value)
  return fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: Object.keys(body).length > 0 ? form : undefined,
  })
}

/** Until `done` holds, or fails the test after a while. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2_000) throw new Error('timed out waiting for real-time messages')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const events = (listener: Listener) => listener.received.map(({ event }) => event)

describe('the real-time channel of the HTTP hosts', () => {
  it('answers its address and a per-session token in core.config', async () => {
    const cookie = await signInAs('signed-in-regular')
    const signedIn = await config(cookie)
    expect(signedIn.socket_url).toBe(`${base}/api/socket.io`)
    expect(signedIn.socket_token).not.toBe(cookie.split('=')[1])
    expect((await config(null)).socket_token).toBe('public')
  })

  it('pushes drops to everyone and the balance only to its owner', async () => {
    const cookie = await signInAs('signed-in-regular')
    const { socket_url: socketUrl, socket_token: token } = await config(cookie)
    const regular = await listen(socketUrl, token)
    const guest = await listen(socketUrl, (await config(null)).socket_token)

    expect((await post('/cases/daily-case/open', cookie, { captchaToken: 'ok' })).status).toBe(200)
    await until(() => events(regular).includes('item-dropped') && events(guest).includes('item-dropped'))
    expect(regular.received[0]?.payload).toMatchObject({ user: { steam_name: 'RegularRaider' } })

    const sold = (await (
      await post('/cases/daily-case/available-item/sell', cookie)
    ).json()) as Schemas['BalanceResponse']
    await until(() => events(regular).includes('balance-changed'))
    expect(regular.received.find(({ event }) => event === 'balance-changed')?.payload).toEqual({
      balance: sold.data.balance,
    })
    expect(regular.received.find(({ event }) => event === 'trade-status-changed')?.payload).toMatchObject({
      status: 'sold',
    })
    expect(events(guest)).toEqual(['item-dropped'])
  })

  it("pushes an admin's notification to everyone to every signed-in page in its language, and to no guest", async () => {
    const adminCookie = await signInAs('signed-in-admin')
    const signIn = await fetch(`${base}/api/__control/sign-in?persona=regular`, { method: 'POST' })
    const regularCookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const { socket_url: socketUrl, socket_token: adminToken } = await config(adminCookie)
    const admin = await listen(socketUrl, adminToken, 'ru')
    const regular = await listen(socketUrl, (await config(regularCookie)).socket_token, 'en')
    const guest = await listen(socketUrl, (await config(null)).socket_token)

    const form = new FormData()
    form.append('audience', 'all')
    form.append('title', JSON.stringify({ ru: 'Новый турнир', en: 'A new tournament' }))
    form.append('description', JSON.stringify({ ru: 'Заходите', en: 'Come in' }))
    const created = await fetch(`${base}/api/admin/notifications`, {
      method: 'POST',
      headers: { Cookie: adminCookie },
      body: form,
    })
    expect(created.status).toBe(201)
    await until(
      () => events(admin).includes('notification-created') && events(regular).includes('notification-created'),
    )
    expect(admin.received.find(({ event }) => event === 'notification-created')?.payload).toMatchObject({
      title: 'Новый турнир',
      viewed: false,
    })
    expect(regular.received.find(({ event }) => event === 'notification-created')?.payload).toMatchObject({
      title: 'A new tournament',
      viewed: false,
    })
    expect(events(guest)).toEqual([])
  })

  it('refuses a token it does not know', async () => {
    const socket = io(base, {
      path: '/api/socket.io',
      transports: ['websocket'],
      auth: { token: 'guess' },
      reconnection: false,
    })
    sockets.push(socket)
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve))
    expect(error.message).toBe('unauthorized')
  })
})
