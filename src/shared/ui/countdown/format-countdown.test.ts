import { describe, expect, it } from 'vitest'
import { formatCountdown, msUntil } from './format-countdown'

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatCountdown((1 * 3600 + 2 * 60 + 3) * 1000)).toBe('1:02:03')
  })

  it('counts hours past a day', () => {
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00')
    expect(formatCountdown((49 * 3600 + 59) * 1000)).toBe('49:00:59')
  })

  it('rounds partial seconds up, so zero means the moment has come', () => {
    expect(formatCountdown(1)).toBe('0:00:01')
    expect(formatCountdown(59_001)).toBe('0:01:00')
    expect(formatCountdown(0)).toBe('0:00:00')
  })

  it('never goes below zero', () => {
    expect(formatCountdown(-5000)).toBe('0:00:00')
  })
})

describe('msUntil', () => {
  it('measures from now to the moment, not below zero', () => {
    const now = Date.parse('2025-03-14T10:00:00Z')
    expect(msUntil('2025-03-14T10:01:30Z', now)).toBe(90_000)
    expect(msUntil('2025-03-14T09:00:00Z', now)).toBe(0)
  })
})
