import type { Messages } from '@lingui/core'
import type { Locale } from './locale'
import { readablePromise } from '~/shared/lib/readable-promise'
import { knownCatalog, rememberCatalog } from './page-catalog'

/** A compiled message: text, or text mixed with placeholders and plural forms, as plain data. */
type CompiledPart = string | number | CompiledPart[] | { [key: string]: CompiledPart }

/** A compiled catalog as plain data, so it can cross from the server render to the browser. */
export type CatalogMessages = Record<string, string | CompiledPart[]>

/** The site's catalog: the one this process has (in the browser, the page's own), else its chunk. */
export async function loadMessages(locale: Locale): Promise<CatalogMessages> {
  const known = knownCatalog(locale)
  if (known) return known
  const catalog = locale === 'en' ? await import('~/locales/en/messages.po') : await import('~/locales/ru/messages.po')
  return rememberCatalog(locale, catalog.messages as CatalogMessages)
}

/** The same catalog as Lingui types it (its type is not plain enough for the router's serialiser). */
export function asLinguiMessages(messages: CatalogMessages): Messages {
  return messages as Messages
}

const adminCatalogs = new Map<Locale, Promise<CatalogMessages>>()

/**
 * The admin panel's own messages, a catalog apart so public pages do not carry them. One
 * promise per locale, readable by `use` once settled; a failed load is tried again next time.
 */
export function loadAdminMessages(locale: Locale): Promise<CatalogMessages> {
  const known = adminCatalogs.get(locale)
  if (known) return known
  const catalog = locale === 'en' ? import('~/locales/en/admin.po') : import('~/locales/ru/admin.po')
  const loading = readablePromise(catalog.then((module) => module.messages as CatalogMessages))
  loading.catch(() => adminCatalogs.delete(locale))
  adminCatalogs.set(locale, loading)
  return loading
}
