import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n } from '@lingui/core'
import type { Locale } from '~/shared/i18n/locale'
import { asLinguiMessages, loadMessages } from '~/shared/i18n/messages'
import { formatDate, formatDateTime, formatLocalDateTime } from './format-date'

/** Each language with the site's own catalog, as a page has it. */
const i18nOf = {} as Record<Locale, I18n>
beforeAll(async () => {
  for (const locale of ['ru', 'en'] as const)
    i18nOf[locale] = setupI18n({ locale, messages: { [locale]: asLinguiMessages(await loadMessages(locale)) } })
})

describe('formatLocalDateTime', () => {
  it("writes a moment in the page language and the visitor's time zone, never as UTC text", () => {
    const iso = '2025-06-02T12:05:00.000Z'
    const local = new Date(iso)
    const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`
    expect(formatLocalDateTime(iso, i18nOf.en)).toBe(`${local.getDate()} June at ${time}`)
    expect(formatLocalDateTime(iso, i18nOf.ru)).toBe(`${local.getDate()} июня в ${time}`)
    expect(formatLocalDateTime(iso, i18nOf.en)).not.toContain('UTC')
  })
})

/** What the server and the browser wrote before dates came from the catalogs. */
const INTL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' }
const intlDate = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const intlDateTime = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })

/** Every month, first and last days, both ends of a UTC day, years far apart. */
const MOMENTS = [1999, 2025, 2031].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(year, month, 1, 0, 0)).toISOString(),
    new Date(Date.UTC(year, month + 1, 0, 23, 59, 59)).toISOString(),
    new Date(Date.UTC(year, month, 15, 9, 5)).toISOString(),
  ]).flat(),
)

describe.each<Locale>(['ru', 'en'])('dates in %s', (locale) => {
  it('write what Intl writes, in UTC, for every month', () => {
    for (const iso of MOMENTS) {
      expect(formatDate(iso, i18nOf[locale])).toBe(intlDate(locale).format(new Date(iso)))
      expect(formatDateTime(iso, i18nOf[locale])).toBe(intlDateTime(locale).format(new Date(iso)))
    }
  })

  it('read an offset as the UTC moment it names', () => {
    expect(formatDateTime('2025-06-02T01:30:00+03:00', i18nOf[locale])).toBe(
      formatDateTime('2025-06-01T22:30:00Z', i18nOf[locale]),
    )
  })

  it('refuse an invalid date as Intl does', () => {
    expect(() => formatDate('not a date', i18nOf[locale])).toThrow(RangeError)
    expect(() => formatDateTime('', i18nOf[locale])).toThrow(RangeError)
  })
})

it('writes the Russian year with its abbreviation and the English one bare', () => {
  expect(formatDate('2025-06-02T12:00:00Z', i18nOf.ru)).toBe('2 июня 2025 г.')
  expect(formatDate('2025-06-02T12:00:00Z', i18nOf.en)).toBe('2 June 2025')
  expect(formatDateTime('2025-09-02T07:05:00Z', i18nOf.en)).toBe('2 Sept, 07:05')
})
