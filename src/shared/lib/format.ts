import type { Locale } from '~/shared/i18n/locale'
import { formatDecimal, formatPercent } from './format-number'
import { memoizeByString } from './memo'

/** Coin amounts always show 2 decimals (spec section 9). */
export function formatCoins(amount: number, locale: Locale): string {
  return formatDecimal(amount, locale, 2)
}

/** The smallest chance shown as a number; below it, "< 0.01 %" says there is one without rounding it to nothing. */
const SMALLEST_SHOWN_CHANCE = 0.0001

/** A probability (0-1) as a percentage with at most two decimals: `12.5%`, `< 0.01%`. */
export function formatChance(chance: number, locale: Locale): string {
  if (chance > 0 && chance < SMALLEST_SHOWN_CHANCE) return `< ${formatPercent(SMALLEST_SHOWN_CHANCE, locale, 2)}`
  return formatPercent(chance, locale, 2)
}

const dateFormatter = memoizeByString(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** Dates are shown in UTC so the server render and the browser agree. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormatter(locale).format(new Date(iso))
}

const dateTimeFormatter = memoizeByString(
  (locale) =>
    new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
)

export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormatter(locale).format(new Date(iso))
}

/**
 * A moment in the visitor's own time zone: only for text written in the browser after an
 * action (a toast), never in a server render, whose time zone is not the visitor's.
 */
export function formatLocalDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}
