import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db, reset } from '../db/db.ts'
import type { Schemas } from '../handlers/present/types.ts'
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
    const resetAnswer = await fetch(`${base}/api/__control/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scenario: 'signed-in-regular' }) })
    const cookie = resetAnswer.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^session=/)
    const form = new FormData()
    form.append('evaluation', '5')
    form.append('text', 'Works over HTTP')
    const slug = db.cards.findFirst((q) => q.where({ id: 1 }))?.slug ?? ''
    const comment = await fetch(`${base}/api/cards/${slug}/comments/add`, { method: 'POST', body: form, headers: { Cookie: cookie } })
    expect(comment.status).toBe(201)
    expect(await comment.json()).toMatchObject({ data: { text: 'Works over HTTP', user: { steam_name: 'RegularRaider' } } })
  })

  it('answers 404 with an error for unknown API paths', async () => {
    const response = await fetch(`${base}/api/no-such-thing`, { headers: { 'Accept-Language': 'en' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})
