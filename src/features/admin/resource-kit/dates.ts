import type { Locale } from '~/shared/i18n/locale'

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A moment to the minute, in UTC and saying so (`2 Jun 2025, 12:00 UTC`): the panel's dates are
 * the site's (shown in UTC), and an admin in another zone must not read them as local.
 */
export function formatUtcDateTime(iso: string, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(new Date(iso))
}
