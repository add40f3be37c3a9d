import type { Locale } from '~/shared/i18n/locale'
import { getRuntimeConfig, RUNTIME_CONFIG_META } from '~/app/runtime-config'

const SITE_NAME: Record<Locale, string> = { ru: 'FreeSkins', en: 'FreeSkins' }

/** Tags every page shares; pages add their own title and description. */
export function siteHead(locale: Locale, stylesheetHref: string) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0d111c' },
      { property: 'og:site_name', content: SITE_NAME[locale] },
      { property: 'og:locale', content: locale === 'ru' ? 'ru_RU' : 'en_US' },
      { title: SITE_NAME[locale] },
      // The browser calls the API the server was started with, not one the build chose.
      { name: RUNTIME_CONFIG_META, content: JSON.stringify(getRuntimeConfig()) },
    ],
    links: [
      { rel: 'stylesheet', href: stylesheetHref },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }
}
