import type { Localized, LocalizedNullable } from '../db/schema/fragments.ts'
import type { Locale } from '../domain/core.ts'

/** The request's language of a stored text, and the contract's date format. */

export function pick(text: Localized, locale: Locale): string {
  return text[locale]
}

export function pickNullable(text: LocalizedNullable, locale: Locale): string | null {
  return text[locale]
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString()
}
