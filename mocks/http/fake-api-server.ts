import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { clock } from '../clock.ts'
import { realtimeChannel } from '../realtime/channel.ts'
import { attachRealtimeServer, type RealtimeServer } from '../realtime/socket-server.ts'
import { IDLE_CONNECTION_MS } from './idle-connection.ts'
import { handleNodeRequest } from './node-adapter.ts'

const MAX_HEADER_BYTES = 64 * 1024
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS = 'Content-Type, Accept-Language, X-Fake-Navigation'

/** Only local apps may call with credentials; anything else gets no CORS headers at all. */
function isLocalOrigin(origin: string): boolean {
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)
}

function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (!origin || !isLocalOrigin(origin)) return false
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Vary', 'Origin')
  return true
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const allowed = applyCors(req, res)
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
      )
      res.setHeader('Access-Control-Max-Age', '600')
    }
    res.statusCode = 204
    res.end()
    return
  }
  const path = req.url ?? '/'
  if (path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/api?')) {
    res.statusCode = 404
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ error: 'Not found: the fake backend serves /api only' }))
    return
  }
  handleNodeRequest(req, res, '/api').catch((error: unknown) => {
    // A bug of the fake backend, never an answer to bad input: still said in the contract's envelope.
    console.error('[fake backend]', req.method, req.url, error)
    if (res.headersSent) {
      res.end()
      return
    }
    res.statusCode = 500
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ error: 'Something went wrong...' }))
  })
}

/**
 * The fake backend as a real HTTP server: the API under /api and the real-time channel beside
 * it (socket.io at /api/socket.io, which takes its requests before `handle` sees them).
 * `api:serve` listens with it; tests start one on an ephemeral port.
 */
export function createFakeApiServer(): { server: Server; realtime: RealtimeServer } {
  // Before anything is seeded (`api:serve` seeds before it listens): the data is relative to the wall time.
  clock.followWallTime()
  // Node refuses a request line over 16 KB with a bare 431; a larger allowance lets the API's
  // own limit answer long addresses with a 414 in the contract's envelope.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: IDLE_CONNECTION_MS }, handle)
  const realtime = attachRealtimeServer(server, () => realtimeChannel)
  return { server, realtime }
}
