import type { Locale } from '~/shared/i18n/locale'

type Unit = 'day' | 'hour' | 'minute'

const unitFormatters = new Map<string, Intl.NumberFormat>()

function formatUnit(value: number, unit: Unit, locale: Locale): string {
  const key = `${locale}:${unit}`
  let formatter = unitFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { style: 'unit', unit, unitDisplay: 'long' })
    unitFormatters.set(key, formatter)
  }
  return formatter.format(value)
}

/** Whole minutes as a person says them: `90` → "1 hour 30 minutes", `1440` → "24 hours", `4320` → "3 days". */
export function formatMinutes(minutes: number, locale: Locale): string {
  if (minutes <= 0) return formatUnit(0, 'minute', locale)
  // Up to two days read better in hours ("24 hours", "36 hours"); longer waits in days.
  const days = minutes >= 48 * 60 ? Math.floor(minutes / (24 * 60)) : 0
  const hours = Math.floor((minutes - days * 24 * 60) / 60)
  const rest = minutes % 60
  const parts: string[] = []
  if (days > 0) parts.push(formatUnit(days, 'day', locale))
  if (hours > 0) parts.push(formatUnit(hours, 'hour', locale))
  if (rest > 0) parts.push(formatUnit(rest, 'minute', locale))
  return parts.join(' ')
}
