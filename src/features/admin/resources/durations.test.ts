import { describe, expect, it } from 'vitest'
import { formatMinutes } from './durations'

describe('formatMinutes', () => {
  it('says hours and minutes up to two days', () => {
    expect(formatMinutes(1440, 'en')).toBe('24 hours')
    expect(formatMinutes(90, 'en')).toBe('1 hour 30 minutes')
    expect(formatMinutes(45, 'en')).toBe('45 minutes')
  })

  it('says days beyond two days', () => {
    expect(formatMinutes(4320, 'en')).toBe('3 days')
    expect(formatMinutes(10_140, 'en')).toBe('7 days 1 hour')
  })

  it('says nothing to wait as zero minutes, in either language', () => {
    expect(formatMinutes(0, 'en')).toBe('0 minutes')
    expect(formatMinutes(1440, 'ru')).toBe('24 часа')
    expect(formatMinutes(61, 'ru')).toBe('1 час 1 минута')
  })
})
