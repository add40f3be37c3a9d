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

const chanceFormatters = new Map<Locale, Intl.NumberFormat>()

/** The smallest chance shown as a number; below it, "< 0.01 %" says there is one without rounding it to nothing. */
const SMALLEST_SHOWN_CHANCE = 0.0001

/** A probability (0-1) as a percentage with at most two decimals: `12.5%`, `< 0.01%`. */
export function formatChance(chance: number, locale: Locale): string {
  let formatter = chanceFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'percent', maximumFractionDigits: 2 })
    chanceFormatters.set(locale, formatter)
  }
  if (chance > 0 && chance < SMALLEST_SHOWN_CHANCE) return `< ${formatter.format(SMALLEST_SHOWN_CHANCE)}`
  return formatter.format(chance)
}

/** One formatter per locale and format: making one costs far more than formatting with it. */
function dateFormatter(formatters: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', options)
    formatters.set(locale, formatter)
  }
  return formatter
}

const dateFormatters = new Map<Locale, Intl.DateTimeFormat>()

/** Dates are shown in UTC so the server render and the browser agree. */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormatter(dateFormatters, locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

const dateTimeFormatters = new Map<Locale, Intl.DateTimeFormat>()

export function formatDateTime(iso: string, locale: Locale): string {
  return dateFormatter(dateTimeFormatters, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso))
}

/**
 * A moment in the visitor's own time zone: only for text written in the browser after an
 * action (a toast), never in a server render, whose time zone is not the visitor's.
 */
export function formatLocalDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
}
