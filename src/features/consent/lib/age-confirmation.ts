/** localStorage key of the time the visitor confirmed their age (ms since the epoch). */
export const AGE_CONFIRMED_AT_KEY = 'ageConfirmedAt'
/** Spec section 9: a confirmation is valid for one day. */
export const AGE_CONFIRMATION_VALIDITY_MS = 24 * 60 * 60 * 1000
/** Where "No" takes the visitor (spec section 4: an external page). */
export const AGE_DECLINED_URL = 'https://www.google.com'

/**
 * Whether to ask for the age (spec section 4): nothing stored, something unreadable, older
 * than a day, or a time in the future (a changed clock must not confirm forever).
 */
export function needsAgeConfirmation(stored: string | null, now: number): boolean {
  if (stored === null || stored.trim() === '') return true
  const confirmedAt = Number(stored)
  if (!Number.isFinite(confirmedAt)) return true
  const age = now - confirmedAt
  return age < 0 || age >= AGE_CONFIRMATION_VALIDITY_MS
}

/** The value "Yes" stores. */
export function ageConfirmationValue(now: number): string {
  return String(now)
}
