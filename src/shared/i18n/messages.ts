import type { Locale } from './locale'

/** A compiled catalog as plain data, so it can cross from the server render to the browser. */
export type CatalogMessages = Record<string, string | unknown[]>

export async function loadMessages(locale: Locale): Promise<CatalogMessages> {
  const catalog = locale === 'en' ? await import('~/locales/en/messages.po') : await import('~/locales/ru/messages.po')
  return catalog.messages as CatalogMessages
}
