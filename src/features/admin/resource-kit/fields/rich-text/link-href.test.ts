import { describe, expect, it } from 'vitest'
import { checkLinkHref, isAllowedLinkHref } from './link-href'

const href = (input: string) => {
  const checked = checkLinkHref(input)
  return checked.ok ? checked.href : null
}

describe('checkLinkHref', () => {
  it('takes http(s) addresses, mailto addresses, site paths and anchors as they are', () => {
    expect(href(' https://example.com/a?b=1#c ')).toBe('https://example.com/a?b=1#c')
    expect(href('http://example.com')).toBe('http://example.com')
    expect(href('mailto:support@freeskins.example')).toBe('mailto:support@freeskins.example')
    expect(href('/cards/skinbox')).toBe('/cards/skinbox')
    expect(href('/')).toBe('/')
    expect(href('#how-to')).toBe('#how-to')
  })

  it('adds https:// to an address typed without it', () => {
    expect(href('example.com')).toBe('https://example.com')
    expect(href('www.example.com/path?x=1')).toBe('https://www.example.com/path?x=1')
  })

  it('refuses other schemes, protocol-relative and relative paths, spaces and nothing', () => {
    for (const input of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'tel:+123',
      'vbscript:x',
      '//evil.example/x',
      'cards/x',
      'https://',
      'mailto:nobody',
      '/a b',
      'ftp://example.com',
      '',
    ]) {
      expect(href(input), input).toBeNull()
    }
  })

  it('says what is wrong', () => {
    const empty = checkLinkHref('  ')
    const bad = checkLinkHref('javascript:alert(1)')
    expect(empty.ok || empty.problem.message).toBe('Enter an address.')
    expect(bad.ok || bad.problem.message).toMatch(/https:\/\//)
  })
})

describe('isAllowedLinkHref', () => {
  it('keeps links that are fine as written and drops the rest', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true)
    expect(isAllowedLinkHref('/articles')).toBe(true)
    expect(isAllowedLinkHref('example.com')).toBe(false)
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false)
  })
})
