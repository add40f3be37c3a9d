import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestBackend } from '../../testing/backend/test-backend.ts'
import { CONTRACT_MISMATCH_HEADER } from '../contract/requests/header.ts'
import { server } from '../node.ts'

/** A request that breaks the contract fails whatever test sends it: through msw/node and through a component test's backend. */

function openWithSeed(): RequestInit {
  const form = new FormData()
  form.append('captchaToken', 'ok')
  form.append('seed', '42')
  return { method: 'POST', body: form, headers: { 'Accept-Language': 'en' } }
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('the request check in the handlers', () => {
  it('answers 400 naming the mismatch and logs it, before any handler or test override answers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const intercepted = await fetch('http://localhost/api/cases/daily-case/open', openWithSeed())
    expect(intercepted.status).toBe(400)
    expect(intercepted.headers.get(CONTRACT_MISMATCH_HEADER)).toBe('1')
    const expected =
      'POST /cases/{slug}/open (openCase): body field "seed" is not in the contract (it takes captchaToken)'
    expect(await intercepted.json()).toEqual({ error: expect.stringContaining(expected) as unknown })

    const backend = await startTestBackend({
      persona: 'regular',
      overrides: [http.post('*/api/cases/:slug/open', () => HttpResponse.json({}))],
    })
    const overridden = await backend.fetch('http://localhost/api/cases/daily-case/open', openWithSeed())
    expect(overridden.status).toBe(400)
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^\[fake backend\] .*"seed"/),
      expect.stringMatching(/^\[fake backend\] .*"seed"/),
    ])

    // The same call within the contract gets to the handlers.
    const form = new FormData()
    form.append('captchaToken', 'ok')
    expect(
      (await backend.fetch('http://localhost/api/cases/daily-case/open', { method: 'POST', body: form })).status,
    ).toBe(200)
    logged.mockRestore()
  })

  it('refuses a request without the body its operation requires, before any rule reads it; an optional body may be left out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const backend = await startTestBackend({ persona: 'regular' })
    const buy = await backend.fetch('http://localhost/api/shop/buy', {
      method: 'POST',
      headers: { 'Accept-Language': 'en' },
    })
    expect(buy.status).toBe(400)
    expect(await buy.json()).toEqual({
      error: expect.stringContaining('POST /shop/buy (buyShopItem): the body is missing') as unknown,
    })

    // Rotating the fairness seeds takes a new client seed or nothing (`required: false`): the seeds rotate, the client seed stays.
    type Seeds = { data: { clientSeed: string; nonce: number } }
    const before = (await (await backend.fetch('http://localhost/api/profile/fairness')).json()) as Seeds
    const rotated = await backend.fetch('http://localhost/api/profile/fairness/rotate', { method: 'POST' })
    expect(rotated.status).toBe(200)
    expect(((await rotated.json()) as Seeds).data).toMatchObject({ clientSeed: before.data.clientSeed, nonce: 0 })
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })
})
