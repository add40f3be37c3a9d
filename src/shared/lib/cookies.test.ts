import { describe, expect, it } from 'vitest'
import { serializeCookie } from './cookies'

describe('serializeCookie', () => {
  it('writes max-age, path and SameSite', () => {
    expect(serializeCookie('i18n_redirected', 'en', { maxAgeSeconds: 31_536_000 })).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })

  it('encodes the value and adds Secure when asked', () => {
    expect(serializeCookie('a b', 'x;y', { maxAgeSeconds: 10, path: '/x', sameSite: 'Strict', secure: true })).toBe(
      'a%20b=x%3By; Max-Age=10; Path=/x; SameSite=Strict; Secure',
    )
  })
})
