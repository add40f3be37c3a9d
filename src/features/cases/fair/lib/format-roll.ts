import type { Locale } from '~/shared/i18n/locale'

const formatters = new Map<Locale, Intl.NumberFormat>()

/** A roll or a range's end with ten decimals: enough to see which side of a boundary a roll falls. */
export function formatRoll(value: number, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
      minimumFractionDigits: 10,
      maximumFractionDigits: 10,
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(value)
}
