import { createSerializationAdapter } from '@tanstack/react-router'
import { isLocale, type Locale } from './locale'
import type { CatalogMessages } from './messages'

/**
 * The page's catalog travels to the browser once, as JSON in a data block of the page
 * (`<PageCatalogScript>`), written once per process and locale, instead of through the router's
 * hydration data, which the server built anew for every page (about 700 values, a quarter of a
 * page's bytes) and the browser then downloaded again as a chunk on its first navigation.
 */
export const PAGE_CATALOG_ID = 'page-catalog'

const localeOfCatalog = new WeakMap<object, Locale>()
const catalogs = new Map<Locale, CatalogMessages>()
const serialized = new WeakMap<object, string>()

/** Keeps a loaded catalog: the same object every time, which is how the page knows it. */
export function rememberCatalog(locale: Locale, messages: CatalogMessages): CatalogMessages {
  localeOfCatalog.set(messages, locale)
  catalogs.set(locale, messages)
  return messages
}

/** The catalog of this locale if this process has it: loaded, or (in the browser) in the page. */
export function knownCatalog(locale: Locale): CatalogMessages | undefined {
  return catalogs.get(locale) ?? (typeof document === 'undefined' ? undefined : readPageCatalog(locale))
}

function readPageCatalog(locale: Locale): CatalogMessages | undefined {
  const script = document.getElementById(PAGE_CATALOG_ID)
  if (script?.dataset.locale !== locale || !script.textContent) return undefined
  const messages = JSON.parse(script.textContent) as CatalogMessages
  serialized.set(messages, script.textContent)
  return rememberCatalog(locale, messages)
}

/** JSON that cannot end the `<script>` it sits in. */
export function serializedCatalog(messages: CatalogMessages): string {
  let text = serialized.get(messages)
  if (text === undefined) {
    text = JSON.stringify(messages).replace(/</g, '\\u003c')
    serialized.set(messages, text)
  }
  return text
}

/** In the router's hydration data, a catalog is just its locale; the browser takes it from the page. */
export const pageCatalogSerialization = createSerializationAdapter({
  key: 'page-catalog',
  test: (value): value is CatalogMessages => typeof value === 'object' && value !== null && localeOfCatalog.has(value),
  toSerializable: (messages) => localeOfCatalog.get(messages) ?? 'ru',
  fromSerializable: (locale) => {
    const messages = isLocale(locale) ? knownCatalog(locale) : undefined
    if (!messages) throw new Error(`The page carries no ${locale} catalog`)
    return messages
  },
})
