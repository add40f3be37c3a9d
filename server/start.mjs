// Production server: the client assets of `vite build` from dist/client, everything else
// through the TanStack Start fetch handler in dist/server/server.js.
//   PORT (default 3000), HOST (default: all interfaces)
//   API_INTERNAL_BASE_URL: where the server-side render reaches the API (else VITE_API_BASE_URL
//   as built, resolved against the request).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from './compression.mjs'
import { securityHeaders } from './security-headers.mjs'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url)

if (!existsSync(fileURLToPath(serverEntry))) {
  console.error('dist/server/server.js is missing: run `npm run build` first.')
  process.exit(1)
}

const { default: app } = await import(serverEntry.href)

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
// `encodings`: the .br/.gz copies written by the build, for browsers that take them.
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: ONE_YEAR_SECONDS, immutable: true, encodings: true })
const otherStatics = staticMiddleware({ dir: clientDir, encodings: true })

/**
 * With a same-host API base (`/api`), a proxy in front routes /api to the API. A request that
 * reaches this server instead would render a page that loads /api/core from itself, again and
 * again: answer it at once so a misconfiguration shows as a clear error, not a request storm.
 */
const API_PREFIX = '/api/'
function apiNotHere() {
  return Response.json(
    { error: 'The API is not served here: route /api to it, or set VITE_API_BASE_URL / API_INTERNAL_BASE_URL.' },
    { status: 502 },
  )
}

const isHashedAsset = (request) => new URL(request.url).pathname.startsWith('/assets/')

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  // Unset: every interface, IPv4 and IPv6 (`localhost` may resolve to either).
  hostname: process.env.HOST,
  gracefulShutdown: true,
  middleware: [
    securityHeaders,
    // File names under /assets carry a content hash, so browsers may keep them for good.
    (request, next) => (isHashedAsset(request) ? hashedAssets(request, next) : next()),
    otherStatics,
  ],
  // Only rendered answers are compressed here; files come compressed by the build, and their
  // bodies are never read on the way (see security-headers.mjs).
  fetch: async (request) => (new URL(request.url).pathname.startsWith(API_PREFIX) ? apiNotHere() : compressResponse(request, await app.fetch(request))),
})

await server.ready()
