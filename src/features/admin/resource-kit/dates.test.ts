import { describe, expect, it } from 'vitest'
import { formatUtcDateTime } from './dates'

describe('formatUtcDateTime', () => {
  it('says the moment in UTC, whatever the zone it was written in', () => {
    expect(formatUtcDateTime('2025-06-02T15:30:00+03:00', 'en')).toBe('2 Jun 2025, 12:30 UTC')
    expect(formatUtcDateTime('2025-12-31T23:59:00.000Z', 'ru')).toMatch(/^31 дек\. 2025 г\., 23:59 UTC$/)
  })
})
