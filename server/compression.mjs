// Compression of the rendered responses of `npm start` (pages, sitemap.xml, robots.txt): zstd
// when the browser takes it (Chromium, Firefox), else brotli (Safari), else gzip, for text formats only. Files of dist/client are not
// handled here: srvx's static middleware serves the .br/.gz copies the build writes next to them
// (vite.config.ts). A page is read whole (it renders in milliseconds; what is sent is then known,
// so it gets a Content-Length), then compressed in one synchronous call: a version that streamed
// the render through zlib crashed the app server in the e2e run (`ReadableStream is already
// closed`, thrown inside Node's fetch code, outside any handler; see security-headers.mjs).
//
// The settings are the cheapest that keep pages small, measured under load (npm run bench's server
// render, `/`): brotli quality 5 through zlib's thread pool cost about 18 ms of CPU a page, half of
// all the server's work, because each call set up a 4 MB window and handed the result back in 16 KB
// slices, a thread hop each. In one call on the main thread, for `/` of 92 KB: zstd level 3, 0.6 ms
// for 24.1 KB; brotli quality 4 with a window the size of the page, 2.3 ms for 23.1 KB (quality 5:
// 5.3 ms for 21.0 KB); gzip level 6, 2.7 ms for 23.2 KB.
//
// What the page costs in memory under load is mostly garbage waiting for a full collection (the
// bytes of pages rendered since the last one: docs/performance.md, "Resident memory"), so a page
// takes as few page-sized buffers as it can: its pieces are joined in one buffer kept for the
// purpose. (srvx's `FastResponse`, which would skip Node's copy of the answer into a web stream,
// lost the answer's headers on their way to the access log and the metrics.)
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib'

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
/** Below this, the encoding's own overhead outweighs the gain. */
const MIN_BYTES = 1024

/** Cheapest first for the same size (see above); a browser's own order or weights above 0 do not change it. */
const ENCODINGS = ['zstd', 'br', 'gzip']

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
  return ENCODINGS.find(accepts) ?? null
}

/** Decided on the headers first: `body` is read last, and only for a page (see security-headers.mjs for why). */
function shouldCompress(response) {
  if (response.headers.has('content-encoding')) return false
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304)
    return false
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false
  const length = response.headers.get('content-length')
  if (length !== null && Number(length) < MIN_BYTES) return false
  return response.body !== null
}

/** Brotli's window: the page's size (at least 64 KB), instead of 4 MB set up for every page. */
function brotliWindowBits(length) {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(length))))
}

function compress(encoding, bytes) {
  if (encoding === 'zstd') return zstdCompressSync(bytes, { params: { [constants.ZSTD_c_compressionLevel]: 3 } })
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 })
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
}

function answer(response, body, encoding) {
  const headers = new Headers(response.headers)
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  headers.append('vary', 'Accept-Encoding')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** The body's pieces as they come (a page: its few encoded parts, the router's scripts between). */
async function readChunks(body) {
  const chunks = []
  let length = 0
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    chunks.push(bytes)
    length += bytes.length
  }
  return { chunks, length }
}

/** Bigger pages are joined in a buffer of their own, which goes with them. */
const MAX_JOINED_BYTES = 1024 * 1024
let joined = Buffer.allocUnsafeSlow(0)

/**
 * The pieces in one buffer, to be compressed at once: the same buffer for every page (compression
 * is synchronous, so no other page can use it meanwhile; nothing keeps it after).
 */
function joinForCompression(chunks, length) {
  if (chunks.length === 1) return chunks[0]
  if (length > MAX_JOINED_BYTES) return Buffer.concat(chunks, length)
  if (joined.length < length)
    joined = Buffer.allocUnsafeSlow(Math.min(MAX_JOINED_BYTES, Math.max(length, joined.length * 2)))
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.length
  }
  return joined.subarray(0, length)
}

/** Compresses `response` for `request` when it is worth it. */
export async function compressResponse(request, response) {
  if (request.method === 'HEAD' || !shouldCompress(response)) return response
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  const { chunks, length } = await readChunks(response.body)
  if (!encoding || length < MIN_BYTES) return answer(response, Buffer.concat(chunks, length), null)
  return answer(response, compress(encoding, joinForCompression(chunks, length)), encoding)
}
