import { describe, expect, it } from 'vitest'
import { COOKIE_CONFIRMED_VALUE, decideCookieConsent, hasLocalCookieConsent } from './cookie-consent'

describe('decideCookieConsent', () => {
  it('a guest without a local flag is asked; with one, not', () => {
    expect(decideCookieConsent(null, false)).toBe('prompt')
    expect(decideCookieConsent(null, true)).toBe('none')
  })

  it('a signed-in user confirmed on the server is never asked', () => {
    expect(decideCookieConsent({ cookieConfirmed: true }, false)).toBe('none')
    expect(decideCookieConsent({ cookieConfirmed: true }, true)).toBe('none')
  })

  it('a signed-in user without server confirmation is asked', () => {
    expect(decideCookieConsent({ cookieConfirmed: false }, false)).toBe('prompt')
  })

  it('a signed-in user with only a local flag has it sent to the server instead', () => {
    expect(decideCookieConsent({ cookieConfirmed: false }, true)).toBe('sync')
  })
})

describe('hasLocalCookieConsent', () => {
  it('reads only the value the site writes', () => {
    expect(hasLocalCookieConsent(COOKIE_CONFIRMED_VALUE)).toBe(true)
    expect(hasLocalCookieConsent(null)).toBe(false)
    expect(hasLocalCookieConsent('false')).toBe(false)
  })
})
