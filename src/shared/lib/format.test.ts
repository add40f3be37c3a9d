import { describe, expect, it } from 'vitest'
import { formatChance, formatCoins } from './format'

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

describe('formatChance', () => {
  it('shows a probability as a percentage with at most two decimals', () => {
    expect(formatChance(0.125, 'en')).toBe('12.5%')
    expect(formatChance(1 / 3, 'en')).toBe('33.33%')
    expect(formatChance(1, 'en')).toBe('100%')
    expect(formatChance(0.125, 'ru').replace(/\s/g, ' ')).toBe('12,5 %')
  })

  it('never rounds a real chance down to zero', () => {
    expect(formatChance(0.00001, 'en')).toBe('< 0.01%')
    expect(formatChance(0, 'en')).toBe('0%')
  })
})
