import type { Config, DOMPurify, WindowLike } from 'dompurify'
import { readablePromise } from './readable-promise'

/**
 * Links and images may point at http(s) addresses, site paths (`/x`, `x/y`, `../x`), anchors
 * on the page and `mailto:` addresses (the admin panel's editor offers them; they only open
 * the visitor's mail app). Anything with another scheme (`javascript:`, `data:` links, `tel:`)
 * is dropped, and so are `/\host` and `\\host`, which browsers read as `//host` (another site).
 * DOMPurify strips whitespace and control characters before testing, so `java\nscript:` cannot
 * slip through as a relative path.
 */
const ALLOWED_URI = /^(?!\\)(?:https?:\/\/|mailto:|\/(?![/\\])|#|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  // Inline styles could cover the page or hide text; the site's own CSS lays out rich text.
  FORBID_ATTR: ['style'],
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
 * A sanitizer bound to one DOM implementation. It refuses to exist where DOMPurify does not
 * really work (it says so for some DOMs, and silently passes HTML through on others, such as
 * happy-dom), so HTML is never rendered unsanitized.
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
      if (/^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.tagName === 'IMG') {
      node.removeAttribute('loading')
      node.removeAttribute('decoding')
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
  return (html) => purify.sanitize(html, CONFIG)
}

function runsOnNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string'
}

type CreateDOMPurify = (window: WindowLike) => DOMPurify

const eagerHosts = import.meta.env.SSR || import.meta.env.MODE === 'test'

/**
 * Server renders and tests sanitize synchronously, so DOMPurify (and jsdom, the DOM it is tested
 * against) load with this module there. The condition is false at build time in the browser
 * bundle: there DOMPurify (8 KB gzip) is fetched by `loadHtmlSanitizer` only for a page with rich
 * text, after the page is interactive.
 */
let createPurify: CreateDOMPurify | undefined = eagerHosts ? (await import('dompurify')).default : undefined

const jsdomWindow: WindowLike | undefined = eagerHosts && runsOnNode() ? new (await import('jsdom')).JSDOM('').window : undefined

let sanitizer: HtmlSanitizer | undefined

function pickSanitizer(): HtmlSanitizer {
  if (typeof window !== 'undefined') {
    try {
      return createHtmlSanitizer(window)
    } catch (error) {
      if (!jsdomWindow) throw error
    }
  }
  if (!jsdomWindow) throw new Error('No DOM to sanitize HTML with')
  return createHtmlSanitizer(jsdomWindow)
}

/** The sanitizer if DOMPurify is here already (always on the server and in tests), else undefined. */
export function loadedHtmlSanitizer(): HtmlSanitizer | undefined {
  if (!createPurify) return undefined
  sanitizer ??= pickSanitizer()
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
          sanitizer ??= pickSanitizer()
          return sanitizer
        }),
      )
  return loading
}

/**
 * Rich text from the API, made safe to render: scripts, event handlers, forms and inline
 * styles go; links keep only http(s), site paths and anchors; links that leave the site open
 * in a new tab without access to this one. Synchronous where DOMPurify is loaded (server,
 * tests, or after `loadHtmlSanitizer`).
 */
export function sanitizeHtml(html: string): string {
  const loaded = loadedHtmlSanitizer()
  if (!loaded) throw new Error('DOMPurify is not loaded yet: await loadHtmlSanitizer() first')
  return loaded(html)
}
