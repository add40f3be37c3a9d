import type { Locale } from '~/shared/i18n/locale'

type LocalizedValue = { ru: string | null; en: string | null }

/** A `{ ru, en }` value in `locale`, or in the other language when that one is empty. */
export function localized(value: LocalizedValue | null | undefined, locale: Locale): string {
  if (!value) return ''
  const other: Locale = locale === 'ru' ? 'en' : 'ru'
  return value[locale]?.trim() || value[other]?.trim() || ''
}

/** An optional text per language (SEO title…) as a form edits it: null is ''. */
export function editableLocalized(value: LocalizedValue | null | undefined): { ru: string; en: string } {
  return { ru: value?.ru ?? '', en: value?.en ?? '' }
}

/** An optional text per language as it is sent: empty means "use the default" (null). */
export function nullableLocalized(value: { ru: string; en: string }): { ru: string | null; en: string | null } {
  return { ru: value.ru.trim() || null, en: value.en.trim() || null }
}
