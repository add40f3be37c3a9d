import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { clock } from '../clock.ts'
import { callLog, startCall } from '../control/call-log.ts'
import { setSeedSize, seedSizeFromEnv } from '../db/seed/size.ts'
import { handlers } from '../handlers/index.ts'
import { localeOf } from '../handlers/request.ts'
import { answeredBy } from '../hybrid/forward.ts'

/**
 * The request's path including the mount prefix. Connect (the Vite dev server) strips the
 * prefix from `req.url` and keeps the full path in `originalUrl`; a plain node:http server
 * leaves `req.url` whole.
 */
function fullPath(req: IncomingMessage, mountPrefix: string): string {
  const original: unknown = Reflect.get(req, 'originalUrl')
  if (typeof original === 'string') return original
  const url = req.url ?? '/'
  return url === mountPrefix || url.startsWith(`${mountPrefix}/`) || url.startsWith(`${mountPrefix}?`)
    ? url
    : `${mountPrefix}${url}`
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

async function toFetchRequest(req: IncomingMessage, mountPrefix: string): Promise<Request> {
  const encrypted = Reflect.get(req.socket, 'encrypted') === true
  const url = new URL(
    fullPath(req, mountPrefix),
    `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
  )
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined })
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    // Set-Cookie values must stay separate lines; Headers would join them with commas.
    if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.end(Buffer.from(await response.arrayBuffer()))
}

let sized = false

/** `FAKE_CARDS` / `FAKE_TRADES` of the host (the dev server, `api:serve`), read before the first seeding. */
export function sizeSeedFromEnv(): void {
  if (sized) return
  sized = true
  setSeedSize(seedSizeFromEnv(process.env))
}

/**
 * Answers a Node HTTP request with the fake backend's handlers: the Vite dev server mounts
 * it at `/api`, the standalone `api:serve` server calls it for every `/api` request.
 */
export async function handleNodeRequest(req: IncomingMessage, res: ServerResponse, mountPrefix: string): Promise<void> {
  // An interactive host: the data is seeded relative to the wall time and the clock runs
  // (trades move, the symbol case opens and closes). Only the first call does anything, so
  // `POST /api/__control/clock { mode: 'frozen' }` stays in force; a dev server that reloaded
  // mocks/ gets here with fresh modules before anything is seeded.
  clock.followWallTime()
  sizeSeedFromEnv()
  let request: Request
  try {
    request = await toFetchRequest(req, mountPrefix)
  } catch {
    // An address or header no URL or Headers can hold (a Host with spaces, a header value with NUL).
    await writeResponse(res, Response.json({ error: 'Bad request' }, { status: 400 }))
    return
  }
  const logged = startCall(callLog, request)
  const response = await getResponse(handlers, request)
  // `HttpResponse.error()` (a planned network failure): no answer, as when the API is down.
  if (response?.type === 'error') {
    logged?.(0, 'fake')
    res.destroy()
    return
  }
  const body = { error: localeOf(request) === 'en' ? 'Not found' : 'Не найдено' }
  const answer = response ?? Response.json(body, { status: 404 })
  logged?.(answer.status, answeredBy(answer))
  await writeResponse(res, answer)
}
