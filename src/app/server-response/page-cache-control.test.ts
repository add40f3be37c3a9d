import { describe, expect, it } from 'vitest'
import { pageCacheControl } from './page-cache-control'

describe('pageCacheControl', () => {
  it('keeps pages out of shared caches and revalidates them', () => {
    expect(pageCacheControl(200)).toBe('private, no-cache')
  })

  it('stores no failed page', () => {
    expect(pageCacheControl(404)).toBe('no-store')
    expect(pageCacheControl(503)).toBe('no-store')
  })
})
