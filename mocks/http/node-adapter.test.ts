import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../db/db.ts'
import { reset } from '../db/state.ts'
import type { Schemas } from '../present/types.ts'
import { MAX_URL_CHARS } from '../handlers/request-limits.ts'
import { handleNodeRequest } from './node-adapter.ts'

let server: Server
let base = ''

/** Mounted the way connect mounts middleware: `req.url` loses the prefix, `originalUrl` keeps it. */
function asConnectMiddleware(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/'
  if (url.startsWith('/mounted/api')) {
    Reflect.set(req, 'originalUrl', url.slice('/mounted'.length))
    req.url = url.slice('/mounted/api'.length) || '/'
  }
  handleNodeRequest(req, res, '/api').catch((error: unknown) => {
    res.statusCode = 500
    res.end(String(error))
  })
}

beforeAll(async () => {
  await reset()
  server = createServer(asConnectMiddleware)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('handleNodeRequest', () => {
  it('answers full /api paths', async () => {
    const response = await fetch(`${base}/api/contacts`, { headers: { 'Accept-Language': 'en' } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Schemas['ContactsResponse']
    expect(body.data[0]).toMatchObject({ name: 'Support' })
  })

  it('rebuilds the path from originalUrl when mounted with the prefix stripped', async () => {
    const response = await fetch(`${base}/mounted/api/categories/cs2-cases`)
    expect(await response.json()).toMatchObject({ data: { slug: 'cs2-cases', name: 'Кейсы CS2' } })
  })

  it('passes bodies, cookies and Set-Cookie through', async () => {
    const resetAnswer = await fetch(`${base}/api/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'signed-in-regular' }),
    })
    const cookie = resetAnswer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^session=/)
    const form = new FormData()
    form.append('evaluation', '5')
    form.append('text', 'Works over HTTP')
    const slug = db.cards.findFirst((q) => q.where({ id: 1 }))?.slug ?? ''
    const comment = await fetch(`${base}/api/cards/${slug}/comments/add`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
    })
    expect(comment.status).toBe(201)
    expect(await comment.json()).toMatchObject({
      data: { text: 'Works over HTTP', user: { steam_name: 'RegularRaider' } },
    })
  })

  it('is an interactive host: resets start at the wall time with the clock running, or at a given instant', async () => {
    const control = (await (await fetch(`${base}/api/__control`)).json()) as {
      data: { clock: { mode: string; start: string } }
    }
    expect(control.data.clock).toMatchObject({ mode: 'running', start: 'wall' })
    const before = Date.now()
    const answer = await fetch(`${base}/api/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'regular-case-cooldown' }),
    })
    const { data } = (await answer.json()) as { data: { startedAtMs: number; clock: { nowMs: number; mode: string } } }
    expect(data.startedAtMs).toBeGreaterThanOrEqual(before)
    expect(data.startedAtMs).toBeLessThanOrEqual(Date.now())
    expect(data.clock.mode).toBe('running')
    // The cooldown ends a day from now by the browser's clock too.
    const cookie = answer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const daily = (await (await fetch(`${base}/api/cases/daily-case`, { headers: { Cookie: cookie } })).json()) as {
      data: { nextOpeningDate: string }
    }
    expect(Math.abs(Date.parse(daily.data.nextOpeningDate) - (Date.now() + 24 * 60 * 60_000))).toBeLessThan(5_000)
    // e2e pins the dates with nowMs (and the page's clock to match), and may freeze the clock.
    await fetch(`${base}/api/__control/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'frozen' }),
    })
    const nowMs = Date.UTC(2026, 10, 14, 9, 41, 27, 350)
    const pinned = (await (await fetch(`${base}/api/__control/reset?nowMs=${nowMs}`, { method: 'POST' })).json()) as {
      data: { clock: { nowMs: number; mode: string } }
    }
    expect(pinned.data.clock).toMatchObject({ nowMs, mode: 'frozen' })
    await fetch(`${base}/api/__control/clock?mode=running`, { method: 'POST' })
  })

  it('refuses an operation the contract lacks (400, logged) and answers 404 for an unknown path outside the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const offContract = await fetch(`${base}/api/no-such-thing`, { headers: { 'Accept-Language': 'en' } })
    expect(offContract.status).toBe(400)
    expect(await offContract.json()).toEqual({
      error: expect.stringContaining('GET /no-such-thing: the contract has no operation at this path') as unknown,
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    const response = await fetch(`${base}/api/fake-platform/no-such-thing`, { headers: { 'Accept-Language': 'en' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('answers planned failures over HTTP until a reset: a status with its text, or a dropped connection', async () => {
    const plan = (query: string) => fetch(`${base}/api/__control/fault?${query}`, { method: 'POST' })
    expect((await plan('path=/core&status=503&times=2')).status).toBe(204)
    const failed = await fetch(`${base}/api/core`, { headers: { 'Accept-Language': 'en' } })
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ error: 'The service is temporarily unavailable' })
    expect((await fetch(`${base}/api/core`)).status).toBe(503)
    expect((await fetch(`${base}/api/core`)).status).toBe(200)

    expect((await plan('path=/contacts&status=0')).status).toBe(204)
    await expect(fetch(`${base}/api/contacts`)).rejects.toThrow(TypeError)
    expect((await fetch(`${base}/api/contacts`)).status).toBe(200)

    await plan('path=/contacts&status=500&times=3')
    await fetch(`${base}/api/__control/reset`, { method: 'POST' })
    expect((await fetch(`${base}/api/contacts`)).status).toBe(200)

    // Lifted before it is used up: the service is back.
    await plan('path=/contacts&status=500&times=50')
    expect((await fetch(`${base}/api/contacts`)).status).toBe(500)
    await plan('path=/contacts&times=0')
    expect((await fetch(`${base}/api/contacts`)).status).toBe(200)
  })

  it('holds an answer until its plan is lifted, then answers it as usual', async () => {
    const planned = async () =>
      ((await (await fetch(`${base}/api/__control`)).json()) as { data: { faults: unknown[] } }).data.faults
    expect((await fetch(`${base}/api/__control/fault?path=/contacts&hold=true`, { method: 'POST' })).status).toBe(204)
    let answered = false
    const held = fetch(`${base}/api/contacts`).then((response) => {
      answered = true
      return response
    })
    // The call has taken the plan: it is waiting in the fake backend, while others are answered.
    await vi.waitFor(async () => expect(await planned()).toEqual([]))
    expect((await fetch(`${base}/api/core`)).status).toBe(200)
    expect(answered).toBe(false)
    expect((await fetch(`${base}/api/__control/fault?path=/contacts&times=0`, { method: 'POST' })).status).toBe(204)
    expect((await held).status).toBe(200)
  })

  it('refuses a hold that is neither true nor false, on the field', async () => {
    const answer = await fetch(`${base}/api/__control/fault?path=/core&hold=maybe`, {
      method: 'POST',
      headers: { 'Accept-Language': 'en' },
    })
    expect(answer.status).toBe(422)
    const { errors } = (await answer.json()) as { errors: Record<string, string[]> }
    expect(errors).toEqual({ hold: ['true or false is needed.'] })
  })

  it('refuses a fault it could not honour, on the fields', async () => {
    const answer = await fetch(`${base}/api/__control/fault?path=core&status=200&times=0`, {
      method: 'POST',
      headers: { 'Accept-Language': 'en' },
    })
    expect(answer.status).toBe(422)
    const { errors } = (await answer.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(errors)).toEqual(['path'])
  })

  it('answers an address over the limit 414 in the error envelope, path or query alike', async () => {
    for (const address of [`/api/cards/${'a'.repeat(9000)}`, `/api/cards?filter[search]=${'a'.repeat(9000)}`]) {
      const answer = await fetch(`${base}${address}`, { headers: { 'Accept-Language': 'en' } })
      expect(answer.status).toBe(414)
      expect(answer.headers.get('Content-Type')).toContain('application/json')
      expect(await answer.json()).toEqual({ error: `The request address is longer than ${MAX_URL_CHARS} characters.` })
    }
  })

  it('serves the seeded pictures by address, on the origin the request came in on, cached for good', async () => {
    const { data } = (await (
      await fetch(`${base}/api/categories/cs2-cases`)
    ).json()) as Schemas['CategoryDetailResponse']
    expect(data.image).toMatch(new RegExp(`^${base}/api/fake-images/tile-[0-9a-f]{8}\\.svg$`))
    const picture = await fetch(data.image)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(picture.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await picture.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="96" height="96"/)
    const missing = await fetch(`${base}/api/fake-images/tile-00000000.svg`, { headers: { 'Accept-Language': 'en' } })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'The image was not found' })
  })

  it('adds latency, logs the calls it answers (newest first, status 0 for a dropped one) and signs out, for the control panel', async () => {
    const post = (action: string, body: object) =>
      fetch(`${base}/api/__control/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify(body),
      })
    const signedIn = await post('reset', { scenario: 'signed-in-regular' })
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect(await (await post('latency', { delayMs: 40, path: '/contacts' })).json()).toEqual({
      data: { allMs: 0, paths: [{ path: '/contacts', delayMs: 40 }] },
    })
    expect((await post('latency', { delayMs: -1 })).status).toBe(422)
    expect((await post('latency', { delayMs: 5, path: 'contacts' })).status).toBe(422)
    await post('fault', { path: '/core', status: 0 })
    const state = (await (await fetch(`${base}/api/__control`)).json()) as {
      data: { faults: { path: string }[]; latency: { paths: unknown[] } }
    }
    expect([state.data.faults.map((fault) => fault.path), state.data.latency.paths.length]).toEqual([['/core'], 1])
    expect((await fetch(`${base}/api/contacts`)).status).toBe(200)
    await expect(fetch(`${base}/api/core`)).rejects.toThrow()
    const signOut = await fetch(`${base}/api/__control/sign-out`, { method: 'POST', headers: { Cookie: cookie } })
    expect(signOut.headers.getSetCookie()[0]).toMatch(/^session=;/)
    expect((await fetch(`${base}/api/profile`, { headers: { Cookie: cookie } })).status).toBe(401)
    const { data: calls } = (await (await fetch(`${base}/api/__control/calls`)).json()) as {
      data: { method: string; path: string; status: number; durationMs: number }[]
    }
    expect(calls.slice(0, 3).map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /profile 401',
      'GET /core 0',
      'GET /contacts 200',
    ])
    expect(calls[2]?.durationMs).toBeGreaterThanOrEqual(40)
    await post('reset', {})
    const cleared = (await (await fetch(`${base}/api/__control`)).json()) as { data: { latency: { paths: unknown[] } } }
    expect(cleared.data.latency.paths).toEqual([])
  })
})
