// Compression of the rendered responses of `npm start` (pages, sitemap.xml, robots.txt): brotli
// when the browser takes it, else gzip, for text formats only. Files of dist/client are not
// handled here: srvx's static middleware serves the .br/.gz copies the build writes next to them
// (vite.config.ts). A page is read whole, then compressed in one call of Node's zlib, and a page
// the browser takes uncompressed is passed on untouched: a version that streamed the render
// through zlib and wrapped uncompressed bodies in a new Response crashed the app server in the
// e2e run (`ReadableStream is already closed`, thrown inside Node's fetch code, outside any
// handler). A page is about 100 KB and renders in tens of milliseconds, so little is lost. (The
// crash came back with files: see security-headers.mjs.)
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
/** Below this, the encoding's own overhead outweighs the gain. */
const MIN_BYTES = 1024

/** The encoding to answer with, from the request's Accept-Encoding; null for none. */
function pickEncoding(acceptEncoding) {
  const offered = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    offered.set(name, q === undefined ? 1 : Number(q))
  }
  const accepts = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** Decided on the headers first: `body` is read last, and only for a page (see security-headers.mjs for why). */
function shouldCompress(response) {
  if (response.headers.has('content-encoding')) return false
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false
  const length = response.headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return false
  return response.body !== null
}

function compress(encoding, bytes) {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: 6 })
}

function withEncoding(response, encoding, body) {
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** Compresses `response` for `request` when it is worth it. */
export async function compressResponse(request, response) {
  if (request.method === 'HEAD' || !shouldCompress(response)) return response
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  // Left as it is: wrapping a render's body in a second Response crashed the server (above).
  if (!encoding) return response
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.length < MIN_BYTES) return new Response(bytes, response)
  return withEncoding(response, encoding, await compress(encoding, bytes))
}
