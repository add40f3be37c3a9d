import { createServer, type Server } from 'node:http'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppServer, type AppServer, type AppServerOptions } from './app-server.mjs'
import { readServerConfig, type ServerConfig } from './config.mjs'
import { createLogger } from './logger.mjs'
import { createMetrics } from './metrics.mjs'
import { publishApiCall } from '../src/app/server-response/api-call-channel'

/** dist/client as the build leaves it: a hashed asset and a file at the root. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'framework-abc123.js'), 'export {}')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

const PAGE = `<!doctype html><title>page</title>${'<p>free skins</p>'.repeat(200)}`

/** The app's render as the build's handler answers: a page with its route pattern for the metrics. */
function renderedPage(request: Request): Response {
  const status = new URL(request.url).pathname === '/broken' ? 500 : 200
  return new Response(PAGE, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-route-pattern': '/{-$locale}/cards/$slug' },
  })
}

interface Harness {
  server: AppServer
  url: string
  logLines: () => Array<Record<string, unknown>>
}

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function listenOn(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    }),
  )
}

/** A stand-in API: `core` answers as told. */
async function fakeApi(answer: (res: import('node:http').ServerResponse) => void): Promise<string> {
  const api = createServer((_req, res) => answer(res))
  const url = await listenOn(api)
  cleanups.push(() => new Promise<void>((resolve) => api.close(() => resolve())))
  return `${url}/api`
}

async function start(
  settings: Record<string, string>,
  app: AppServerOptions['app'] = { fetch: renderedPage },
): Promise<Harness> {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  const config: ServerConfig = readServerConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_URL: 'https://freeskins.example',
    LOG_LEVEL: 'debug',
    ...settings,
  })
  const server = createAppServer({
    app,
    config,
    logger: createLogger(config.logLevel, destination),
    metrics: createMetrics(),
    clientDir: clientDir(),
  })
  const url = (await server.listen())!.replace(/\/$/, '')
  cleanups.push(() => (server.draining ? undefined : server.drain()))
  return { server, url, logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

/** What the access log says of a request, once the answer has gone (it logs on the socket's close). */
async function logOf(harness: Harness, requestId: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const line = harness.logLines().find((entry) => entry.requestId === requestId && entry.msg === 'request')
    if (line) return line
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no access-log line for ${requestId}`)
}

describe('health and readiness', () => {
  it('/healthz answers while the process is up, without asking the API', async () => {
    const harness = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' })
    const answer = await fetch(`${harness.url}/healthz`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it("/readyz is 200 when the API's core answers, 503 with the reason when it does not", async () => {
    const api = await fakeApi((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}'))
    const ready = await start({ API_INTERNAL_BASE_URL: api })
    expect((await fetch(`${ready.url}/readyz`)).status).toBe(200)

    const failing = await fakeApi((res) => res.writeHead(503).end())
    const apiDown = await start({ API_INTERNAL_BASE_URL: failing })
    const answer = await fetch(`${apiDown.url}/readyz`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ status: 'not ready', reason: `the API answered 503 at ${failing}/core` })
  })

  it('/readyz gives up on an API that does not answer within READY_TIMEOUT_MS', async () => {
    const silent = await fakeApi(() => undefined)
    const harness = await start({ API_INTERNAL_BASE_URL: silent, READY_TIMEOUT_MS: '200' })
    const answer = await fetch(`${harness.url}/readyz`)
    expect(answer.status).toBe(503)
    expect(((await answer.json()) as { reason: string }).reason).toBe(
      `the API did not answer at ${silent}/core: no answer within 200 ms`,
    )
  })

  it('probes are logged at debug level only', async () => {
    const harness = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' })
    await fetch(`${harness.url}/healthz`, { headers: { 'x-request-id': 'probe-1' } })
    expect((await logOf(harness, 'probe-1')).level).toBe('debug')
  })
})

describe('the access log and request ids', () => {
  it('writes one JSON line per request, with the id the proxy gave, and sends the id back', async () => {
    const harness = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' })
    const answer = await fetch(`${harness.url}/cards/skinbox?utm=x`, {
      headers: { 'x-request-id': 'edge-42', 'accept-encoding': 'br' },
    })
    expect(answer.headers.get('x-request-id')).toBe('edge-42')
    expect(answer.headers.get('x-route-pattern')).toBeNull()
    const line = await logOf(harness, 'edge-42')
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/cards/skinbox',
      route: '/{-$locale}/cards/$slug',
      status: 200,
    })
    expect(line.bytes).toBe(Number(answer.headers.get('content-length')))
    expect(line.durationMs).toEqual(expect.any(Number))
    expect(Date.parse(line.time as string)).not.toBeNaN()
  })

  it('makes an id when none (or a strange one) came, and hands it to the render', async () => {
    const seen: Array<string | null> = []
    const harness = await start(
      { API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' },
      {
        fetch: (request) => {
          seen.push(request.headers.get('x-request-id'))
          return renderedPage(request)
        },
      },
    )
    for (const headers of [{}, { 'x-request-id': 'not an id <script>' }] as Array<Record<string, string>>) {
      const answer = await fetch(`${harness.url}/`, { headers })
      const id = answer.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(seen.at(-1)).toBe(id)
    }
  })
})

describe('files and pages', () => {
  it("serves the build's files without asking the app, and compressed pages with their length", async () => {
    const asked: string[] = []
    const harness = await start(
      { API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' },
      {
        fetch: (request) => {
          asked.push(new URL(request.url).pathname)
          return renderedPage(request)
        },
      },
    )
    const asset = await fetch(`${harness.url}/assets/framework-abc123.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(await asset.text()).toBe('export {}')
    expect((await fetch(`${harness.url}/favicon.svg`)).status).toBe(200)
    expect(asked).toEqual([])
    const page = await fetch(`${harness.url}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(await page.text()).toBe(PAGE)
    expect(asked).toEqual(['/'])
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('a visitor who leaves mid-render is logged as such (499), not as a failure', async () => {
    let rendering!: () => void
    const started = new Promise<void>((resolve) => (rendering = resolve))
    const harness = await start(
      { API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' },
      {
        // As the framework does: the render stops when the request's signal says the visitor left.
        fetch: (request) => {
          rendering()
          return new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
          )
        },
      },
    )
    const leaving = new AbortController()
    const visit = fetch(`${harness.url}/cards/skinbox`, {
      signal: leaving.signal,
      headers: { 'x-request-id': 'gone-1' },
    }).catch(() => 'left')
    await started
    leaving.abort()
    expect(await visit).toBe('left')
    expect(await logOf(harness, 'gone-1')).toMatchObject({ status: 499, level: 'info' })
    expect(harness.logLines().filter((line) => line.level === 'error')).toEqual([])
  })

  it('answers /api/ with a 502 that says what is misconfigured, not a page that calls itself', async () => {
    const harness = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' })
    const answer = await fetch(`${harness.url}/api/core`)
    expect(answer.status).toBe(502)
    expect(((await answer.json()) as { error: string }).error).toContain('route /api to it')
  })
})

describe('metrics', () => {
  it('are not served unless METRICS_TOKEN is set, and then only to its holder', async () => {
    const off = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api' })
    const page = await fetch(`${off.url}/metrics`)
    expect(page.headers.get('content-type')).toContain('text/html')

    const on = await start({ API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api', METRICS_TOKEN: 'scrape-me-0123456789' })
    expect((await fetch(`${on.url}/metrics`)).status).toBe(401)
    expect(
      (await fetch(`${on.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401)
    expect(
      (await fetch(`${on.url}/metrics`, { headers: { authorization: 'Bearer scrape-me-0123456789' } })).status,
    ).toBe(200)
  })

  it('count requests by route pattern and status, render errors, API calls and Node itself', async () => {
    const harness = await start({
      API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api',
      METRICS_TOKEN: 'scrape-me-0123456789',
    })
    await fetch(`${harness.url}/cards/skinbox`)
    await fetch(`${harness.url}/broken`, { headers: { 'x-request-id': 'broken-1' } })
    await logOf(harness, 'broken-1')
    // As the render reports each of its API calls: both sides name the same channel.
    publishApiCall({ method: 'GET', operation: '/cards/{slug}', status: 200, durationMs: 12 })
    const text = await (
      await fetch(`${harness.url}/metrics`, { headers: { authorization: 'Bearer scrape-me-0123456789' } })
    ).text()
    expect(text).toContain('http_requests_total{method="GET",route="/{-$locale}/cards/$slug",status="200"} 1')
    expect(text).toContain('http_requests_total{method="GET",route="/{-$locale}/cards/$slug",status="500"} 1')
    expect(text).toContain('render_errors_total{route="/{-$locale}/cards/$slug"} 1')
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/\{-\$locale\}\/cards\/\$slug",status="200"\} 1/,
    )
    expect(text).toContain('api_call_duration_seconds_count{method="GET",operation="/cards/{slug}",status="200"} 1')
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    expect(text).toMatch(/^process_resident_memory_bytes /m)
  })
})

describe('shutting down', () => {
  it('answers /readyz 503 at once, finishes the requests in flight, then stops listening', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let started!: () => void
    const inRender = new Promise<void>((resolve) => (started = resolve))
    const api = await fakeApi((res) => res.writeHead(200).end('{}'))
    const harness = await start(
      { API_INTERNAL_BASE_URL: api, SHUTDOWN_DRAIN_DELAY_MS: '300' },
      {
        fetch: async (request) => {
          started()
          await held
          return renderedPage(request)
        },
      },
    )
    const slow = fetch(`${harness.url}/slow`)
    await inRender
    const drained = harness.server.drain()
    const readiness = await fetch(`${harness.url}/readyz`, { headers: { connection: 'close' } })
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toEqual({ status: 'not ready', reason: 'shutting down' })
    release()
    const answer = await slow
    expect(answer.status).toBe(200)
    expect(answer.headers.get('connection')).toBe('close')
    await drained
    await expect(fetch(`${harness.url}/healthz`)).rejects.toThrow()
  })

  it('closes requests that outlive SHUTDOWN_TIMEOUT_MS rather than waiting for ever', async () => {
    let entered = (): void => undefined
    const inRender = new Promise<void>((resolve) => (entered = resolve))
    const harness = await start(
      { API_INTERNAL_BASE_URL: 'http://127.0.0.1:9/api', SHUTDOWN_TIMEOUT_MS: '200' },
      {
        fetch: () => {
          entered()
          return new Promise<Response>(() => undefined)
        },
      },
    )
    const stuck = fetch(`${harness.url}/stuck`).catch((error: unknown) => error)
    // In flight for sure (a fixed pause lost the race at load 20-30), then the shutdown begins.
    await inRender
    await harness.server.drain()
    expect(await stuck).toBeInstanceOf(Error)
    expect(
      harness
        .logLines()
        .some((line) => line.level === 'warn' && String(line.msg).includes('still running after 200 ms')),
    ).toBe(true)
  })
})
