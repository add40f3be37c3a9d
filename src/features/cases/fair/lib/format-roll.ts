import type { Locale } from '~/shared/i18n/locale'
import { formatDecimal } from '~/shared/lib/format-number'

/** A roll or a range's end with ten decimals: enough to see which side of a boundary a roll falls. */
export function formatRoll(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 10)
}
