import type { Locale } from '~/shared/i18n/locale'

type LocalizedValue = { ru: string | null; en: string | null }

/** A `{ ru, en }` value in `locale`, or in the other language when that one is empty. */
export function localized(value: LocalizedValue | null | undefined, locale: Locale): string {
  if (!value) return ''
  const other: Locale = locale === 'ru' ? 'en' : 'ru'
  return value[locale]?.trim() || value[other]?.trim() || ''
}
