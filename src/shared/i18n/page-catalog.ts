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

/** JSON that cannot end the `<script>` it sits in (a placeholder inside `renderWithEncodedCatalogs`). */
export function serializedCatalog(messages: CatalogMessages): string {
  const locale = placeholderMark === undefined ? undefined : localeOfCatalog.get(messages)
  if (locale !== undefined && catalogs.get(locale) === messages) return `${placeholderMark}${locale}${placeholderMark}`
  let text = serialized.get(messages)
  if (text === undefined) {
    text = JSON.stringify(messages).replace(/</g, '\\u003c')
    serialized.set(messages, text)
  }
  return text
}

/** Set only while `renderWithEncodedCatalogs` renders: what stands for a catalog in the page. */
let placeholderMark: string | undefined
/** Unguessable, so that nothing a page shows can pass for a placeholder. */
let processMark: string | undefined
const encodedCatalogs = new WeakMap<object, Uint8Array>()
const encoder = new TextEncoder()

function encodedCatalog(messages: CatalogMessages): Uint8Array {
  let bytes = encodedCatalogs.get(messages)
  if (bytes === undefined) {
    bytes = encoder.encode(serializedCatalog(messages))
    encodedCatalogs.set(messages, bytes)
  }
  return bytes
}

/**
 * Server only: renders a page (synchronously) and encodes it, `prefix` first, with each
 * catalog's bytes encoded once per process instead of in every page. A catalog is 40 % of the
 * bytes of a Russian page, and a string of Cyrillic is slow to encode (0.23 ms a page of 0.5 ms
 * for the whole of `/`); its placeholder, written where the catalog goes, names its locale.
 * The bytes come in pieces, the catalogs' shared ones among them: whoever sends them joins them
 * once (server/compression.mjs), instead of a page-sized copy here too.
 * Returns the page's text too (with the placeholders), for checks that read it.
 */
export function renderWithEncodedCatalogs(
  render: () => string,
  prefix: string,
): { html: string; chunks: Uint8Array[] } {
  processMark ??= `\u0000page-catalog-${globalThis.crypto.randomUUID()}\u0000`
  placeholderMark = processMark
  let html: string
  try {
    html = render()
  } finally {
    placeholderMark = undefined
  }
  const chunks = html.split(processMark).map((part, index) => {
    const catalog = index % 2 === 1 ? catalogs.get(part as Locale) : undefined
    return catalog ? encodedCatalog(catalog) : encoder.encode(index === 0 ? prefix + part : part)
  })
  return { html, chunks }
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
