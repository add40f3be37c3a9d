// The production server around the app's fetch handler: health and readiness, metrics, the
// client's files, the rendered pages (compressed), one access-log line and the metrics of every
// request, request ids, and a shutdown that finishes what it started. `start.mjs` gives it the
// build and the settings; tests give it a stub app.
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from './compression.mjs'
import { healthAnswer, readinessAnswer } from './health.mjs'
import { ensureRequestId } from './request-id.mjs'
import { securityHeaders, setHeaders } from './security-headers.mjs'
import { listStaticFiles } from './static-files.mjs'

/** Set by the render (src/server.ts): the route pattern of the page, for the metrics; never sent on. */
const ROUTE_HEADER = 'x-route-pattern'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const API_PREFIX = '/api/'

/**
 * With a same-host API base (`/api`), a proxy in front routes /api to the API. A request that
 * reaches this server instead would render a page that loads /api/core from itself, again and
 * again: answer it at once so a misconfiguration shows as a clear error, not a request storm.
 */
function apiNotHere() {
  return Response.json(
    {
      error:
        'The API is not served here: route /api to it, or start the server with API_BASE_URL / API_INTERNAL_BASE_URL.',
    },
    { status: 502 },
  )
}

/** Probes and scrapes come every few seconds: kept out of the info-level access log. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * @param {import('./app-server.d.mts').AppServerOptions} options
 */
export function createAppServer({ app, config, logger, metrics, clientDir }) {
  const files = listStaticFiles(clientDir)
  // File names under /assets carry a content hash, so browsers may keep them for good.
  // `encodings`: the .br/.gz copies written by the build, for browsers that take them.
  const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: ONE_YEAR_SECONDS, immutable: true, encodings: true })
  const otherFiles = staticMiddleware({ dir: clientDir, encodings: true })
  const readinessUrl = `${config.apiInternalBaseUrl ?? config.apiBaseUrl ?? ''}/core`
  let draining = false
  let inFlight = 0
  const idle = new Set()

  /** @returns {Promise<{ route: string, response: Response }>} */
  async function dispatch(request, path, state) {
    if (path === '/healthz') return { route: path, response: healthAnswer() }
    if (path === '/readyz') {
      const apiUrl = new URL(readinessUrl, request.url).toString()
      return { route: path, response: await readinessAnswer({ apiUrl, timeoutMs: config.readyTimeoutMs, draining }) }
    }
    if (path === '/metrics' && config.metricsToken) {
      const authorized = request.headers.get('authorization') === `Bearer ${config.metricsToken}`
      if (!authorized)
        return {
          route: path,
          response: new Response('Unauthorized\n', { status: 401, headers: { 'www-authenticate': 'Bearer' } }),
        }
      return {
        route: path,
        response: new Response(await metrics.text(), {
          headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
        }),
      }
    }
    if (files.has(decodePath(path))) {
      const serveFile = path.startsWith('/assets/') ? hashedAssets : otherFiles
      return {
        route: path.startsWith('/assets/') ? 'static:assets' : 'static',
        response: await serveFile(request, () => new Response(null, { status: 404 })),
      }
    }
    if (path.startsWith(API_PREFIX)) return { route: 'api-not-here', response: apiNotHere() }
    state.rendered = true
    const rendered = await app.fetch(request)
    const route = rendered.headers.get(ROUTE_HEADER) ?? 'other'
    if (rendered.headers.has(ROUTE_HEADER)) setHeaders(rendered, { [ROUTE_HEADER]: null })
    return { route, response: await compressResponse(request, rendered) }
  }

  /** @param {Request} request */
  async function handle(request) {
    const started = performance.now()
    inFlight++
    const requestId = ensureRequestId(request)
    const path = new URL(request.url).pathname
    let route = 'other'
    /** @type {Response | undefined} */
    let response
    const state = { rendered: false }
    const finished = () => {
      const seconds = (performance.now() - started) / 1000
      // No answer yet: the visitor closed the connection first (499, as nginx logs it).
      const status = response?.status ?? 499
      metrics.observeRequest({ method: request.method, route, status, seconds, rendered: state.rendered })
      const bytes = Number(response?.headers.get('content-length') ?? Number.NaN)
      const line = {
        requestId,
        method: request.method,
        path,
        route,
        status,
        durationMs: Math.round(seconds * 10000) / 10,
        bytes: Number.isNaN(bytes) ? null : bytes,
      }
      if (QUIET_ROUTES.has(route)) logger.debug(line, 'request')
      else logger.info(line, 'request')
      if (--inFlight === 0) for (const resolve of idle) resolve()
    }
    // Once the answer is sent, or the visitor has left: the duration includes sending it.
    const nodeResponse = request.runtime?.node?.res
    nodeResponse?.once('close', finished)
    try {
      ;({ route, response } = await dispatch(request, path, state))
    } catch (error) {
      const visitorLeft = request.signal?.aborted ?? false
      if (!visitorLeft) logger.error({ err: error, requestId, path }, 'the request failed')
      response = new Response(null, { status: visitorLeft ? 499 : 500, headers: { 'cache-control': 'no-store' } })
    }
    response = await securityHeaders(request, () => response)
    response = setHeaders(response, { 'x-request-id': requestId, ...(draining ? { connection: 'close' } : {}) })
    if (!nodeResponse) queueMicrotask(finished)
    return response
  }

  /** @type {import('srvx').Server | undefined} */
  let server

  return {
    handle,
    get draining() {
      return draining
    },
    async listen() {
      server = serve({ port: config.port, hostname: config.host, gracefulShutdown: false, silent: true, fetch: handle })
      await server.ready()
      return server.url
    },
    /**
     * Shutting down without failing anyone: /readyz answers 503 at once (the load balancer stops
     * sending), new connections are still taken for `drainDelayMs` (what it already sent), then
     * the listener closes, idle connections go, and requests in flight get `shutdownTimeoutMs`.
     */
    async drain() {
      draining = true
      logger.info({ inFlight, drainDelayMs: config.drainDelayMs }, 'draining: /readyz answers 503')
      if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs))
      const closed = server?.close() ?? Promise.resolve()
      const finishedInFlight = inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idle.add(resolve))
      const timedOut = new Promise((resolve) =>
        setTimeout(() => resolve('timed out'), config.shutdownTimeoutMs).unref(),
      )
      const outcome = await Promise.race([Promise.all([closed, finishedInFlight]).then(() => 'finished'), timedOut])
      if (outcome === 'timed out') {
        logger.warn(
          { inFlight },
          `requests still running after ${config.shutdownTimeoutMs} ms: closing their connections`,
        )
        await server?.close(true)
      }
      logger.info('stopped')
    },
  }
}

/** A path as the file system names it; a malformed escape is no file. */
function decodePath(path) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
