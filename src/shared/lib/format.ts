import type { Locale } from '~/shared/i18n/locale'

const coinFormatters = new Map<Locale, Intl.NumberFormat>()

/** Coin amounts always show 2 decimals (spec section 9). */
export function formatCoins(amount: number, locale: Locale): string {
  let formatter = coinFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    coinFormatters.set(locale, formatter)
  }
  return formatter.format(amount)
}

/** Dates are shown in UTC so the server render and the browser agree. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(iso))
}
