import { describe, expect, it, vi } from 'vitest'
import { createApiClient, unwrap } from './client'
import { ApiError } from './api-error'

function recordingFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return answer()
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('createApiClient', () => {
  it('calls the configured base URL with credentials and the current locale', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: [] }))
    const api = createApiClient({ baseUrl: 'https://api.example.org/v1/', locale: 'en', fetch })
    await api.GET('/contacts')
    expect(requests[0]?.url).toBe('https://api.example.org/v1/contacts')
    expect(requests[0]?.credentials).toBe('include')
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en')
  })

  it('forwards extra headers such as the visitor cookie on the server', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: [] }))
    const api = createApiClient({
      baseUrl: 'http://localhost/api',
      locale: 'ru',
      headers: { cookie: 'session=abc' },
      fetch,
    })
    await api.GET('/contacts')
    expect(requests[0]?.headers.get('cookie')).toBe('session=abc')
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ru')
  })

  it('sends payloads as form data with nested objects as JSON text', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: { balance: 10 } }))
    const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'ru', fetch })
    await api.POST('/shop/buy', {
      body: {
        classId: '1',
        instanceId: '2',
        marketHashName: 'AK-47 | Redline',
        gameId: 730,
        price: 12.5,
        extra: { a: [1] },
      } as never,
    })
    const form = await requests[0]!.formData()
    expect(form.get('marketHashName')).toBe('AK-47 | Redline')
    expect(form.get('price')).toBe('12.5')
    expect(form.get('extra')).toBe('{"a":[1]}')
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('holds back fast answers to the minimum delay', async () => {
    vi.useFakeTimers()
    try {
      const { fetch } = recordingFetch(() => json({ data: [] }))
      const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'ru', minResponseDelayMs: 200, fetch })
      let settled = false
      const call = api.GET('/contacts').then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(150)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(60)
      await call
      expect(settled).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('unwrap', () => {
  const callWith = async (response: () => Response | Promise<Response>) => {
    const { fetch } = recordingFetch(response)
    const api = createApiClient({ baseUrl: 'http://localhost/api', locale: 'ru', fetch })
    return unwrap(api.GET('/profile')).catch((error: unknown) => error)
  }

  it('returns the body of a successful answer', async () => {
    await expect(callWith(() => json({ data: { steamName: 'x' } }))).resolves.toEqual({ data: { steamName: 'x' } })
  })

  it('turns an error field into a message problem', async () => {
    const error = await callWith(() => json({ error: 'Not enough coins' }, 400))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).problem).toEqual({ kind: 'message', status: 400, message: 'Not enough coins' })
  })

  it('keeps the moment a refusal in time ends, and drops one that is no date', async () => {
    const error = (await callWith(() =>
      json({ error: 'Closed now.', availableAt: '2025-06-02T12:05:00.000Z' }, 400),
    )) as ApiError
    expect(error.problem).toEqual({
      kind: 'message',
      status: 400,
      message: 'Closed now.',
      availableAt: '2025-06-02T12:05:00.000Z',
    })
    const garbled = (await callWith(() => json({ error: 'Closed now.', availableAt: 'soon' }, 400))) as ApiError
    expect(garbled.problem).toEqual({ kind: 'message', status: 400, message: 'Closed now.' })
  })

  it('keeps what a refused user lacks, in its order, and drops needs it does not know', async () => {
    const error = (await callWith(() =>
      json({ error: 'Not enough coins. No tradelink.', needs: ['coins', 'tradelink', 'luck'] }, 400),
    )) as ApiError
    expect(error.problem).toEqual({
      kind: 'message',
      status: 400,
      message: 'Not enough coins. No tradelink.',
      needs: ['coins', 'tradelink'],
    })
  })

  it('turns a 401 without text into need-auth', async () => {
    const error = (await callWith(() => json({}, 401))) as ApiError
    expect(error.problem).toEqual({ kind: 'need-auth', status: 401 })
  })

  it('keeps a 401 that carries a text as a message', async () => {
    const error = (await callWith(() => json({ error: 'Session expired' }, 401))) as ApiError
    expect(error.problem.kind).toBe('message')
  })

  it('turns an errors object into field errors', async () => {
    const error = (await callWith(() => json({ errors: { tradelink: ['Bad link'], code: 'Taken' } }, 422))) as ApiError
    expect(error.problem).toEqual({ kind: 'fields', status: 422, fields: { tradelink: ['Bad link'], code: ['Taken'] } })
  })

  it('reports a status-only failure when the body says nothing', async () => {
    const error = (await callWith(() => new Response('oops', { status: 502 }))) as ApiError
    expect(error.problem).toEqual({ kind: 'status', status: 502 })
  })

  it('reports a network failure', async () => {
    const error = (await callWith(() => Promise.reject(new TypeError('Failed to fetch')))) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.problem).toEqual({ kind: 'network', status: 0 })
  })
})
