import { describe, expect, it } from 'vitest'
import { AGE_CONFIRMATION_VALIDITY_MS, ageConfirmationValue, needsAgeConfirmation } from './age-confirmation'

const now = Date.UTC(2025, 2, 14, 12, 0, 0)

describe('needsAgeConfirmation', () => {
  it('asks when nothing is stored or the value is unreadable', () => {
    expect(needsAgeConfirmation(null, now)).toBe(true)
    expect(needsAgeConfirmation('', now)).toBe(true)
    expect(needsAgeConfirmation('yesterday', now)).toBe(true)
  })

  it('does not ask within a day of the confirmation', () => {
    expect(needsAgeConfirmation(ageConfirmationValue(now), now)).toBe(false)
    expect(needsAgeConfirmation(ageConfirmationValue(now - AGE_CONFIRMATION_VALIDITY_MS + 1), now)).toBe(false)
  })

  it('asks again once a day has passed', () => {
    expect(needsAgeConfirmation(ageConfirmationValue(now - AGE_CONFIRMATION_VALIDITY_MS), now)).toBe(true)
    expect(needsAgeConfirmation(ageConfirmationValue(now - 3 * AGE_CONFIRMATION_VALIDITY_MS), now)).toBe(true)
  })

  it('asks when the stored time is in the future', () => {
    expect(needsAgeConfirmation(ageConfirmationValue(now + 60_000), now)).toBe(true)
  })
})
