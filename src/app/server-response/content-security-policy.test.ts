import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createCspNonce } from './content-security-policy'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  const nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl'

  it('lets scripts run only from this server or with the page nonce', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce, apiBaseUrl: '/api', pageUrl: 'https://freeskins.example/cards' }),
    )
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
  })

  it('connects to the same host only when the API shares it', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce, apiBaseUrl: '/api', pageUrl: 'https://freeskins.example/' }),
    )
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it('adds the API origin and its socket origin when the API lives elsewhere', () => {
    const secure = directives(
      contentSecurityPolicy({
        nonce,
        apiBaseUrl: 'https://api.example.com/api',
        pageUrl: 'https://freeskins.example/',
      }),
    )
    expect(secure.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com'])
    const local = directives(
      contentSecurityPolicy({ nonce, apiBaseUrl: 'http://localhost:4412/api', pageUrl: 'http://localhost:4411/' }),
    )
    expect(local.get('connect-src')).toEqual(["'self'", 'http://localhost:4412', 'ws://localhost:4412'])
    expect(local.get('img-src')).toContain('http://localhost:4412')
  })
})

describe('createCspNonce', () => {
  it('is fresh each time and 128 bits long', () => {
    const first = createCspNonce()
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createCspNonce()).not.toBe(first)
  })
})
