import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { ensureSeeded } from '../db/db.ts'
import { handleNodeRequest } from './node-adapter.ts'

/**
 * `npm run api:serve`: the fake backend as a real HTTP API, for a server-rendered app on
 * another port and for e2e tests. Runs with plain `node` (type stripping).
 */
const port = Number(process.env.PORT ?? 4010)
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

const server = createServer((req, res) => {
  const allowed = applyCors(req, res)
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS)
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
    console.error('[fake backend]', req.method, req.url, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})

await ensureSeeded()
server.listen(port, () => {
  console.log(`Fake backend listening on http://localhost:${port}/api`)
})
