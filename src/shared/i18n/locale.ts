export const LOCALES = ['ru', 'en'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'ru'
/** Cookie that remembers the visitor's language choice (spec section 9). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Only the non-default locale has a URL prefix: `/en/...`; Russian lives at the root. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return first === 'en' ? 'en' : DEFAULT_LOCALE
}

/** Strips the locale prefix: `/en/shop` -> `/shop`, `/en` -> `/`. */
function unlocalizedPath(pathname: string): string {
  if (pathname === '/en') return '/'
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

/** The same page in another locale: `/shop` <-> `/en/shop`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = unlocalizedPath(pathname)
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The value of the optional `{-$locale}` route param for a locale. */
export function localeParam(locale: Locale): Locale | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale
}
