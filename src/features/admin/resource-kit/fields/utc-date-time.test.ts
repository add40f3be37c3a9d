import { describe, expect, it } from 'vitest'
import { isoToUtcInput, utcInputToIso } from './utc-date-time'

describe('utcInputToIso', () => {
  it('reads the text as UTC, whatever the machine’s time zone', () => {
    expect(utcInputToIso('2025-06-30T21:00')).toBe('2025-06-30T21:00:00.000Z')
    expect(utcInputToIso('2025-12-31T23:59:30')).toBe('2025-12-31T23:59:30.000Z')
  })

  it('gives null for empty, partial or impossible dates', () => {
    expect(utcInputToIso('')).toBeNull()
    expect(utcInputToIso('2025-06-30')).toBeNull()
    expect(utcInputToIso('2025-02-30T10:00')).toBeNull()
    expect(utcInputToIso('2025-06-30T25:00')).toBeNull()
    expect(utcInputToIso('2025-06-30T10:75')).toBeNull()
  })
})

describe('isoToUtcInput', () => {
  it('shows a moment in UTC, to the minute', () => {
    expect(isoToUtcInput('2025-06-30T21:00:00.000Z')).toBe('2025-06-30T21:00')
    expect(isoToUtcInput('2025-07-01T00:30:00+03:00')).toBe('2025-06-30T21:30')
  })

  it('shows nothing for null or a value that is not a date', () => {
    expect(isoToUtcInput(null)).toBe('')
    expect(isoToUtcInput('soon')).toBe('')
  })

  it('round-trips what an admin enters', () => {
    expect(utcInputToIso(isoToUtcInput('2026-01-15T08:05:00.000Z'))).toBe('2026-01-15T08:05:00.000Z')
  })
})
