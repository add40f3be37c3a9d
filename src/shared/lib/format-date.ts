import type { Locale } from '~/shared/i18n/locale'

/**
 * Dates are written by hand, as numbers are (format-number.ts): the first `Intl.DateTimeFormat`
 * or `Intl.NumberFormat` a page makes starts the browser's date and number formatting, about
 * 20 ms at full speed and most of a 130 ms hydration task at the bench's slowdown (a card page,
 * docs/performance.md). By hand, the server and every browser also write the same text, whatever
 * their ICU (newer ones write "Sept" for September, older ones "Sep"). format-date.test.ts holds
 * the month names (genitive in Russian) to Intl's ru-RU and en-GB output for every month.
 */
const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  ru: {
    long: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    short: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
}

/** The moment of an ISO string; an invalid one fails as `Intl` fails on it. */
function utcMoment(iso: string): Date {
  const moment = new Date(iso)
  if (Number.isNaN(moment.getTime())) throw new RangeError('Invalid time value')
  return moment
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** Dates are shown in UTC so the server render and the browser agree: `2 June 2025`, `2 июня 2025 г.`. */
export function formatDate(iso: string, locale: Locale): string {
  const moment = utcMoment(iso)
  const date = `${moment.getUTCDate()} ${MONTHS[locale].long[moment.getUTCMonth()]} ${moment.getUTCFullYear()}`
  return locale === 'ru' ? `${date} г.` : date
}

/** A day and time in UTC: `2 Jun, 12:05`, `2 июн., 12:05`. */
export function formatDateTime(iso: string, locale: Locale): string {
  const moment = utcMoment(iso)
  return `${moment.getUTCDate()} ${MONTHS[locale].short[moment.getUTCMonth()]}, ${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())}`
}

/**
 * A moment in the visitor's own time zone: only for text written in the browser after an
 * action (a toast), never in a server render, whose time zone is not the visitor's.
 */
export function formatLocalDateTime(iso: string, locale: Locale): string {
  // The visitor's time zone is the browser's to know; made after the page has woken up.
  // eslint-disable-next-line no-restricted-syntax
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}
