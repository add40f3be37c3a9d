import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answeredBy, forwardToRealApi } from './forward.ts'

/** A stand-in for the real API: says what it received, sets a cookie for its own domain, compresses. */
let realApi: Server
let realBase = ''
let received: { method: string; url: string; headers: IncomingHttpHeaders; body: string } | null = null

beforeAll(async () => {
  realApi = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      }
      res.statusCode = 201
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Set-Cookie', [
        'session=real-1; Domain=staging.example; Path=/; HttpOnly; SameSite=Lax',
        'theme=dark; Path=/',
      ])
      res.end(gzipSync(JSON.stringify({ data: { from: 'the real API' } })))
    })
  })
  await new Promise<void>((resolve) => realApi.listen(0, '127.0.0.1', resolve))
  realBase = `http://127.0.0.1:${(realApi.address() as AddressInfo).port}/api`
})

afterAll(async () => {
  await new Promise<void>((resolve) => realApi.close(() => resolve()))
})

describe('a call passed on to the real API', () => {
  it('arrives as the app sent it: method, path after the base, query, headers, cookies and body', async () => {
    const sent = new Request('http://localhost:3000/api/cases/daily-case/open?from=test', {
      method: 'POST',
      headers: {
        'Accept-Language': 'en',
        Cookie: 'session=abc',
        'Content-Type': 'application/json',
        'X-Request-Id': 'r-1',
      },
      body: JSON.stringify({ captchaToken: 't' }),
    })
    const answer = await forwardToRealApi(sent, realBase)
    expect(received).toMatchObject({
      method: 'POST',
      url: '/api/cases/daily-case/open?from=test',
      headers: {
        'accept-language': 'en',
        cookie: 'session=abc',
        'content-type': 'application/json',
        'x-request-id': 'r-1',
        host: new URL(realBase).host,
      },
      body: '{"captchaToken":"t"}',
    })
    // Decoded on the way: the body the app gets is plain JSON, without the encoding's headers.
    expect(answer.status).toBe(201)
    expect(answer.headers.get('Content-Encoding')).toBeNull()
    expect(await answer.json()).toEqual({ data: { from: 'the real API' } })
    // The cookie is the dev server's host's now, so the browser keeps it.
    expect(answer.headers.getSetCookie()).toEqual([
      'session=real-1; Path=/; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/',
    ])
    expect(answeredBy(answer)).toBe('real')
  })

  it('is a 502 saying so when the real API does not answer', async () => {
    const answer = await forwardToRealApi(new Request('http://localhost:3000/api/core'), 'http://127.0.0.1:9/api')
    expect(answer.status).toBe(502)
    expect(await answer.json()).toEqual({
      error: expect.stringMatching(/^The real API did not answer GET http:\/\/127\.0\.0\.1:9\/api\/core: /) as unknown,
    })
    expect(answeredBy(answer)).toBe('real')
    expect(answeredBy(new Response('{}'))).toBe('fake')
  })
})
