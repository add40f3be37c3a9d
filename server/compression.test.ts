import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse } from './compression.mjs'

const page = '<!doctype html><title>x</title>' + '<p>free skins</p>'.repeat(200)

function request(acceptEncoding?: string, method = 'GET') {
  return new Request('http://localhost/', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })
}

function html(body: string | ReadableStream<Uint8Array> = page, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('compressResponse', () => {
  it('answers zstd when the browser takes it, the cheapest for its size', async () => {
    const zstd = await compressResponse(request('gzip, deflate, br, zstd'), html())
    expect(zstd.headers.get('content-encoding')).toBe('zstd')
    expect(zstdDecompressSync(await bytes(zstd)).toString()).toBe(page)
    expect((await compressResponse(request('br, zstd;q=0'), html())).headers.get('content-encoding')).toBe('br')
  })

  it('answers brotli when the browser takes it, gzip when only that, with Vary', async () => {
    const br = await compressResponse(request('gzip, deflate, br'), html())
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(page)

    const gzip = await compressResponse(request('gzip'), html())
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page)
  })

  it('honours q=0 and sends the page as it is when nothing is taken', async () => {
    expect((await compressResponse(request('br;q=0, gzip'), html())).headers.get('content-encoding')).toBe('gzip')
    const identity = await compressResponse(request('identity'), html())
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect((await bytes(identity)).toString()).toBe(page)
  })

  it('says how long every page is, compressed or not, so the access log and the proxy know', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const answered = await compressResponse(request(accept), html())
      expect(Number(answered.headers.get('content-length'))).toBe((await bytes(answered)).length)
    }
  })

  it('joins a page that comes in pieces, and each page’s answer stays its own after the next', async () => {
    const inPieces = (text: string, pieces: number) => {
      const bytes = new TextEncoder().encode(text)
      const size = Math.ceil(bytes.length / pieces)
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += size)
            controller.enqueue(bytes.subarray(offset, offset + size))
          controller.close()
        },
      })
    }
    const small = `${page}<p>страница</p>`
    const big = page.repeat(700) // past the buffer kept for joining pages
    const answers = []
    for (const [text, accept] of [
      [small, 'zstd'],
      [big, 'gzip'],
      [page.repeat(3), 'identity'],
      [small, 'br'],
      [page.repeat(5), 'zstd'],
    ] as const)
      answers.push({ text, answer: await compressResponse(request(accept), html(inPieces(text, 7))) })
    const decode = { zstd: zstdDecompressSync, gzip: gunzipSync, br: brotliDecompressSync }
    for (const { text, answer } of answers) {
      const encoding = answer.headers.get('content-encoding') as keyof typeof decode | null
      const body = await bytes(answer)
      expect((encoding ? decode[encoding](body) : body).toString()).toBe(text)
      expect(Number(answer.headers.get('content-length'))).toBe(body.length)
    }
  })

  it('leaves alone what is not worth it: small, binary, already encoded, HEAD, 304', async () => {
    const untouched = [
      [request('br'), html('<p>tiny</p>', { 'content-length': '11' })],
      [request('br'), new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })],
      [request('br'), html(page, { 'content-encoding': 'gzip' })],
      [request('br', 'HEAD'), html()],
      [request('br'), new Response(null, { status: 304, headers: { 'content-type': 'text/html' } })],
    ] as const
    for (const [req, res] of untouched) expect(await compressResponse(req, res)).toBe(res)
  })
})
