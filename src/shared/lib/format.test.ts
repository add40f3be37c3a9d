import { describe, expect, it } from 'vitest'
import { formatChance, formatCoins, formatLocalDateTime } from './format'

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

describe('formatLocalDateTime', () => {
  it("writes a moment in the page language and the visitor's time zone, never as UTC text", () => {
    const iso = '2025-06-02T12:05:00.000Z'
    const local = new Date(iso)
    const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`
    expect(formatLocalDateTime(iso, 'en')).toBe(`${local.getDate()} June at ${time}`)
    expect(formatLocalDateTime(iso, 'ru')).toBe(`${local.getDate()} июня в ${time}`)
    expect(formatLocalDateTime(iso, 'en')).not.toContain('UTC')
  })
})
