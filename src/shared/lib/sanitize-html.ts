import type { Config, DOMPurify, WindowLike } from 'dompurify'
import {
  ALLOWED_URI,
  EXTERNAL_LINK_ATTRIBUTES,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  IMAGE_LOADING_ATTRIBUTES,
} from './html-policy'
import { readablePromise } from './readable-promise'
import { isExternalUrl } from './safe-url'

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
}

/**
 * What a working DOMPurify makes of a known attack; a DOM it cannot use returns it unchanged.
 * No event handler in it: Chromium reports a parsed `on…` attribute to the page's
 * Content-Security-Policy, and this probe runs on every page that shows rich text.
 */
const PROBE = '<b>ok</b><script>alert(1)</script>'
const PROBE_CLEAN = '<b>ok</b>'

export type HtmlSanitizer = (html: string) => string

/**
 * DOMPurify bound to one DOM implementation: the browser's. It refuses to exist where DOMPurify
 * does not really work (it says so for some DOMs, and silently passes HTML through on others,
 * such as happy-dom), so HTML is never rendered unsanitized.
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  if (!createPurify) throw new Error('DOMPurify is not loaded yet: await loadHtmlSanitizer() first')
  const purify = createPurify(window)
  if (!purify.isSupported || purify.sanitize(PROBE) !== PROBE_CLEAN) {
    throw new Error('DOMPurify cannot run on this DOM implementation')
  }
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Removed and set again in a fixed order, so sanitizing twice (server render, then the
    // browser's hydration) gives the same string.
    if (node.tagName === 'A') {
      node.removeAttribute('target')
      node.removeAttribute('rel')
      if (isExternalUrl(node.getAttribute('href') ?? '')) setAttributes(node, EXTERNAL_LINK_ATTRIBUTES)
    }
    if (node.tagName === 'IMG') {
      node.removeAttribute('loading')
      node.removeAttribute('decoding')
      setAttributes(node, IMAGE_LOADING_ATTRIBUTES)
    }
  })
  return (html) => purify.sanitize(html, CONFIG)
}

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
}

function runsOnNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string'
}

type CreateDOMPurify = (window: WindowLike) => DOMPurify

/**
 * Tests have DOMPurify at once: stories in a browser sanitize with it, and tests in Node hold the
 * DOM-free sanitizer to it. Elsewhere in the browser DOMPurify (8 KB gzip) is fetched by
 * `loadHtmlSanitizer` only for a page with rich text, after the page is interactive; the server
 * never needs it. The condition is false at build time in both bundles.
 */
let createPurify: CreateDOMPurify | undefined =
  import.meta.env.MODE === 'test' ? (await import('dompurify')).default : undefined

/**
 * The server render and tests in Node (happy-dom's included, where DOMPurify cannot run)
 * sanitize synchronously without a DOM, with the same policy (dom-free-html-sanitizer.ts).
 * The condition is false at build time in the browser bundle, which never holds that sanitizer.
 */
let sanitizer: HtmlSanitizer | undefined =
  import.meta.env.SSR || (import.meta.env.MODE === 'test' && runsOnNode())
    ? (await import('./dom-free-html-sanitizer')).sanitizeHtmlWithoutDom
    : undefined

/** The sanitizer if it is here already (always on the server and in tests), else undefined. */
export function loadedHtmlSanitizer(): HtmlSanitizer | undefined {
  if (!sanitizer && createPurify) sanitizer = createHtmlSanitizer(window)
  return sanitizer
}

let loading: Promise<HtmlSanitizer> | undefined

/**
 * Fetches DOMPurify once; the same promise for every caller, so React may suspend on it, and
 * readable by `use` at once when settled.
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  if (loading) return loading
  const loaded = loadedHtmlSanitizer()
  loading = loaded
    ? readablePromise(Promise.resolve(loaded), { value: loaded })
    : readablePromise(
        import('dompurify').then((module) => {
          createPurify = module.default
          sanitizer ??= createHtmlSanitizer(window)
          return sanitizer
        }),
      )
  return loading
}

/**
 * Rich text from the API, made safe to render: scripts, event handlers, forms and inline
 * styles go; links keep only http(s), mailto, site paths and anchors; links that leave the site
 * open in a new tab without access to this one. Synchronous where the sanitizer is here (server,
 * tests, or after `loadHtmlSanitizer`).
 */
export function sanitizeHtml(html: string): string {
  const loaded = loadedHtmlSanitizer()
  if (!loaded) throw new Error('DOMPurify is not loaded yet: await loadHtmlSanitizer() first')
  return loaded(html)
}
