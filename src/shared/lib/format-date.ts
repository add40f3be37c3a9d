import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Dates come from the catalogs, not from Intl: the first `Intl.DateTimeFormat` or
 * `Intl.NumberFormat` a page makes starts the browser's date and number formatting, about 20 ms
 * at full speed and most of a 130 ms hydration task at the bench's slowdown (docs/performance.md).
 * Each language's message holds its month names and order (the Russian catalog's are in the
 * genitive, with the year's abbreviation after the year), and the server and every browser write
 * the same text, whatever their ICU.
 * format-date.test.ts holds both languages to Intl's ru-RU and en-GB output for every month.
 */
const longDate = msg({
  comment: 'A date in UTC: the day, the month (1-12) and the year, as "2 June 2025".',
  message:
    '{day} {month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} 12 {December} other {}} {year}',
})

const shortDateTime = msg({
  comment: 'A day and time in UTC: the day, the month (1-12) abbreviated and the time, as "2 Jun, 12:05".',
  message:
    '{day} {month, select, 1 {Jan} 2 {Feb} 3 {Mar} 4 {Apr} 5 {May} 6 {Jun} 7 {Jul} 8 {Aug} 9 {Sept} 10 {Oct} 11 {Nov} 12 {Dec} other {}}, {time}',
})

/** The moment of an ISO string; an invalid one fails as `Intl` fails on it. */
function utcMoment(iso: string): Date {
  const moment = new Date(iso)
  if (Number.isNaN(moment.getTime())) throw new RangeError('Invalid time value')
  return moment
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** Dates are shown in UTC so the server render and the browser agree: `2 June 2025` in English. */
export function formatDate(iso: string, i18n: I18n): string {
  const moment = utcMoment(iso)
  return i18n._({
    ...longDate,
    values: { day: moment.getUTCDate(), month: moment.getUTCMonth() + 1, year: moment.getUTCFullYear() },
  })
}

/** A day and time in UTC: `2 Jun, 12:05` in English. */
export function formatDateTime(iso: string, i18n: I18n): string {
  const moment = utcMoment(iso)
  const time = `${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())}`
  return i18n._({ ...shortDateTime, values: { day: moment.getUTCDate(), month: moment.getUTCMonth() + 1, time } })
}

/**
 * A moment in the visitor's own time zone: only for text written in the browser after an
 * action (a toast), never in a server render, whose time zone is not the visitor's.
 */
export function formatLocalDateTime(iso: string, i18n: I18n): string {
  // The visitor's time zone is the browser's to know; made after the page has woken up.
  // eslint-disable-next-line no-restricted-syntax
  return new Intl.DateTimeFormat(i18n.locale === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}
