import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, unwrap } from '~/api/client'
import { ApiError } from '~/api/api-error'
import { apiFetch } from './api-fetch'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let base: string
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body })
      if (request.url === '/api/slow') return
      if (request.url!.endsWith('/missing')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'No such card' }))
        return
      }
      response
        .writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
        .end(JSON.stringify({ data: { ok: true } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const client = (baseUrl = base) =>
  createApiClient({
    baseUrl,
    locale: 'en',
    headers: { cookie: 'session=abc', 'x-forwarded-for': '203.0.113.7' },
    fetch: apiFetch,
  })

describe('apiFetch, the server render’s API transport', () => {
  it('sends the call with the forwarded headers and reads the answer', async () => {
    const data = await unwrap(client().GET('/core'))
    expect(data).toEqual({ data: { ok: true } })
    const call = seen.at(-1)!
    expect(call).toMatchObject({ method: 'GET', url: '/api/core' })
    expect(call.headers).toMatchObject({
      cookie: 'session=abc',
      'x-forwarded-for': '203.0.113.7',
      'accept-language': 'en',
      'accept-encoding': 'identity',
    })
  })

  it('keeps the answer’s status and headers', async () => {
    const response = await apiFetch(`${base}/core`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await response.json()).toEqual({ data: { ok: true } })
  })

  it('classifies a refusal like any other answer', async () => {
    const error = (await unwrap(client().GET('/cards/{slug}', { params: { path: { slug: 'missing' } } })).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(seen.at(-1)?.url).toBe('/api/cards/missing')
    expect(error.problem).toEqual({ kind: 'message', status: 404, message: 'No such card' })
  })

  it('sends a body', async () => {
    await apiFetch(`${base}/form`, {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'a=1' })
  })

  it('stops waiting when the call is cancelled', async () => {
    const controller = new AbortController()
    const call = apiFetch(`${base}/slow`, { signal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 50))
    controller.abort()
    await expect(call).rejects.toThrow()
  })

  it('is a network error when the API cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const error = (await unwrap(client(`http://127.0.0.1:${port}/api`).GET('/core')).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.problem).toEqual({ kind: 'network', status: 0 })
  })
})
