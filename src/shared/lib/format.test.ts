import { describe, expect, it } from 'vitest'
import { formatCoins } from './format'

describe('formatCoins', () => {
  it('always shows two decimals', () => {
    expect(formatCoins(12, 'en')).toBe('12.00')
    expect(formatCoins(0.5, 'en')).toBe('0.50')
    expect(formatCoins(1234.567, 'en')).toBe('1,234.57')
  })

  it('uses the Russian separators for ru', () => {
    expect(formatCoins(1234.5, 'ru').replace(/\s/g, ' ')).toBe('1 234,50')
  })
})
