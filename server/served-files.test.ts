import { describe, expect, it } from 'vitest'
import { compressResponse } from './compression.mjs'
import { securityHeaders } from './security-headers.mjs'

/**
 * A file as srvx's static middleware answers it: headers that can change and a body that must
 * not be read here (reading it makes a web stream of the file's Node stream, which crashes the
 * process when the visitor leaves mid-download).
 */
function servedFile(headers: Record<string, string>): Response {
  const file = { status: 200, statusText: '', headers: new Headers(headers) }
  Object.defineProperty(file, 'body', {
    get: () => {
      throw new Error('the body of a served file was read')
    },
  })
  return file as unknown as Response
}

const request = new Request('http://localhost/assets/framework.js', { headers: { 'accept-encoding': 'br, gzip' } })

describe('served files pass the middlewares with their body untouched', () => {
  it('gets the security headers in place', async () => {
    const file = servedFile({ 'content-type': 'text/javascript', 'content-encoding': 'br' })
    const answered = await securityHeaders(request, () => file)
    expect(answered).toBe(file)
    expect(answered.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answered.headers.get('x-frame-options')).toBe('DENY')
  })

  it('is not compressed again: already encoded, not text, or too small', async () => {
    const encoded = servedFile({ 'content-type': 'text/javascript', 'content-encoding': 'br' })
    const picture = servedFile({ 'content-type': 'image/png', 'content-length': '50000' })
    const tiny = servedFile({ 'content-type': 'text/css', 'content-length': '300' })
    for (const file of [encoded, picture, tiny]) expect(await compressResponse(request, file)).toBe(file)
  })

  it('a response whose headers cannot change is copied with them', async () => {
    const redirect = Response.redirect('http://localhost/en', 302)
    const answered = await securityHeaders(request, () => redirect)
    expect(answered.status).toBe(302)
    expect(answered.headers.get('location')).toBe('http://localhost/en')
    expect(answered.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
