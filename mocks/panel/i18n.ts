import { setupI18n, type I18n, type Messages } from '@lingui/core'

export type PanelLocale = 'ru' | 'en'

/** The page's language as its `<html lang>` says (the panel lives outside the app's Lingui provider). */
export function pageLocale(): PanelLocale {
  return document.documentElement.lang.startsWith('en') ? 'en' : 'ru'
}

/** The panel's own small catalog (mocks/panel/locales), so none of it reaches the site's catalog. */
export async function createPanelI18n(locale: PanelLocale): Promise<I18n> {
  const catalog = locale === 'en' ? await import('./locales/en/messages.po') : await import('./locales/ru/messages.po')
  return setupI18n({ locale, messages: { [locale]: catalog.messages as Messages } })
}
