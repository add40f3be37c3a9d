import { describe, expect, it } from 'vitest'
import { forwardedForChain } from './request-context'

describe('forwardedForChain', () => {
  it('appends the peer address to the chain the request came with', () => {
    expect(forwardedForChain('203.0.113.7, 10.0.0.2', '10.0.0.3')).toBe('203.0.113.7, 10.0.0.2, 10.0.0.3')
  })

  it('starts the chain with the peer when the request had none', () => {
    expect(forwardedForChain(null, '198.51.100.4')).toBe('198.51.100.4')
  })

  it('forwards nothing when nothing is known', () => {
    expect(forwardedForChain(null, undefined)).toBeNull()
    expect(forwardedForChain('  ', undefined)).toBeNull()
  })
})
