/**
 * What rich text from the API may keep, for both sanitizers: DOMPurify in the browser
 * (sanitize-html.ts) and the DOM-free one of the server render (dom-free-html-sanitizer.ts).
 * A rule changed here changes both; html-sanitizer-parity.test.ts holds them to the same output.
 */

/**
 * Links and images may point at http(s) addresses, site paths (`/x`, `x/y`, `../x`), anchors
 * on the page and `mailto:` addresses (the admin panel's editor offers them; they only open
 * the visitor's mail app). Anything with another scheme (`javascript:`, `data:` links, `tel:`)
 * is dropped, and so are `/\host` and `\\host`, which browsers read as `//host` (another site).
 * Both sanitizers strip whitespace and control characters (URI_IGNORED_CHARACTERS) before
 * testing, so `java\nscript:` cannot slip through as a relative path.
 */
export const ALLOWED_URI = /^(?!\\)(?:https?:\/\/|mailto:|\/(?![/\\])|#|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i

/** The characters DOMPurify removes from a value before testing it against ALLOWED_URI. */
export const URI_IGNORED_CHARACTERS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g

/** On top of DOMPurify's own allow-list: the site's CSS lays out rich text, and a form has no place in it. */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select']

/** Inline styles could cover the page or hide text. */
export const FORBIDDEN_ATTRIBUTES = ['style']

/**
 * Set on a link that leaves the site (an absolute http(s) href; see isExternalUrl): it opens in
 * a new tab that gets no handle on this one. Any target and rel the text had are dropped first.
 */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Set on every image, replacing the text's own: images below the fold wait until scrolled to. */
export const IMAGE_LOADING_ATTRIBUTES = { loading: 'lazy', decoding: 'async' } as const
