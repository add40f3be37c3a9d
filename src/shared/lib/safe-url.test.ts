// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isExternalUrl, safeContactUrl, safeImageUrl, safeUrl } from './safe-url'

describe('safeUrl', () => {
  it('keeps http(s) and site-relative addresses', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeUrl('http://example.com')).toBe('http://example.com/')
    expect(safeUrl(' /games/cases ')).toBe('/games/cases')
  })

  it('refuses other schemes, protocol-relative and empty addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      '',
      null,
      undefined,
      'not a url',
    ]) {
      expect(safeUrl(url), String(url)).toBeNull()
    }
  })
})

describe('safeImageUrl', () => {
  it('also accepts inline raster and SVG images', () => {
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E')
    expect(safeImageUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA')
    expect(safeImageUrl('data:text/html,x')).toBeNull()
  })
})

describe('safeContactUrl', () => {
  it('accepts mail and phone links besides http(s)', () => {
    expect(safeContactUrl('mailto:partners@example.com')).toBe('mailto:partners@example.com')
    expect(safeContactUrl('tel:+12025550123')).toBe('tel:+12025550123')
    expect(safeContactUrl('https://t.me/support')).toBe('https://t.me/support')
  })

  it('refuses script and malformed mail links', () => {
    expect(safeContactUrl('javascript:alert(1)')).toBeNull()
    expect(safeContactUrl('mailto:"><script>')).toBeNull()
    expect(safeContactUrl('@support')).toBeNull()
  })
})

describe('isExternalUrl', () => {
  it('tells other sites from site paths', () => {
    expect(isExternalUrl('https://t.me/x')).toBe(true)
    expect(isExternalUrl('/contacts')).toBe(false)
  })
})
