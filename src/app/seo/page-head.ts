import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '~/shared/i18n/locale'
import { asLinguiMessages, type CatalogMessages } from '~/shared/i18n/messages'
import { safeUrl } from '~/shared/lib/safe-url'
import { getRuntimeConfig } from '~/app/runtime-config'

/** What a route's `head()` knows from the root route context. */
export interface HeadContext {
  locale: Locale
  messages: CatalogMessages
}

type HeadText = string | MessageDescriptor

export interface PageHeadOptions {
  context: HeadContext
  /**
   * The route match's status: a page the API does not have (`notFound`, thrown by the loader) gets
   * the not-found page's title and is kept out of search engines, whatever the route's own title.
   */
  status?: string
  /** The page's path without the locale prefix, e.g. `/cards/skinbox`. */
  path: string
  /** Query parameters that make this page a different document (e.g. `page` past the first). */
  query?: Record<string, string | number | null | undefined>
  title: HeadText
  description?: HeadText | null
  /** Preview image for link previews; only http(s) and site paths are used. */
  image?: string | null
  type?: 'website' | 'article'
  /** Pages that should not be indexed (e.g. search results). */
  noindex?: boolean
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
type LinkTag = { rel: string; href: string; hrefLang?: string }

const DESCRIPTION_MAX_LENGTH = 160
const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' }

const i18nByCatalog = new WeakMap<CatalogMessages, I18n>()

function translate(text: HeadText, context: HeadContext): string {
  if (typeof text === 'string') return text
  let i18n = i18nByCatalog.get(context.messages)
  if (!i18n) {
    // The catalog is plain data so it can travel from the server render; Lingui reads it as is.
    i18n = setupI18n({ locale: context.locale, messages: { [context.locale]: asLinguiMessages(context.messages) } })
    i18nByCatalog.set(context.messages, i18n)
  }
  return i18n._(text)
}

/** Search engines show about 160 characters; cut at a word and say so. */
export function clampDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}

function queryString(query: PageHeadOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The absolute address of a page in a locale. */
function pageUrl(path: string, locale: Locale, query?: PageHeadOptions['query']): string {
  return `${getRuntimeConfig().siteUrl}${localizedPath(path, locale)}${queryString(query)}`
}

/**
 * The head of a content page: title, description, canonical address, the page in the other
 * language (`hreflang`, Russian as x-default) and the Open Graph preview.
 */
export function pageHead(options: PageHeadOptions): { meta: MetaTag[]; links: LinkTag[] } {
  if (options.status === 'notFound') return notFoundHead(options.context)
  const { context, path, query } = options
  const title = translate(options.title, context).trim()
  const description = options.description ? clampDescription(translate(options.description, context)) : ''
  const canonical = pageUrl(path, context.locale, query)
  const image = safeUrl(options.image)
  const imageUrl = image ? new URL(image, `${getRuntimeConfig().siteUrl}/`).toString() : null

  const meta: MetaTag[] = [{ title }]
  if (description) meta.push({ name: 'description', content: description })
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  meta.push(
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[context.locale] },
  )
  for (const other of LOCALES) {
    if (other !== context.locale) meta.push({ property: 'og:locale:alternate', content: OG_LOCALE[other] })
  }
  if (description) meta.push({ property: 'og:description', content: description })
  if (imageUrl) meta.push({ property: 'og:image', content: imageUrl })
  meta.push({ name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' })

  const links: LinkTag[] = [{ rel: 'canonical', href: canonical }]
  for (const locale of LOCALES) links.push({ rel: 'alternate', hrefLang: locale, href: pageUrl(path, locale, query) })
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: pageUrl(path, DEFAULT_LOCALE, query) })
  return { meta, links }
}

/** A page that is not there: the not-found page's title, nothing to index or preview. */
function notFoundHead(context: HeadContext): { meta: MetaTag[]; links: LinkTag[] } {
  return {
    meta: [{ title: translate(msg`Page not found`, context) }, { name: 'robots', content: 'noindex, follow' }],
    links: [],
  }
}

/** The head of a page for the staff only (the admin panel): titles, and nothing for search engines or link previews. */
export function privatePageHead(context: HeadContext, ...titles: HeadText[]): { meta: MetaTag[] } {
  const title = titles
    .map((text) => translate(text, context).trim())
    .filter(Boolean)
    .join(' · ')
  return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }] }
}

/** The first text that is set: an SEO field, else the entity's own. */
export function firstText(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const text = candidate?.trim()
    if (text) return text
  }
  return ''
}
