import { memoizeByString } from './memo'

// Every card, banner and picture of a page passes here on every render, mostly with the same few addresses.
const checkedUrl = memoizeByString((url): string | null => {
  const trimmed = url.trim()
  // Browsers read `/\host` like `//host`: another site, not a path of this one.
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
})

/**
 * A URL from the API, or null when it is not safe to follow. Only http(s) and site-relative
 * addresses pass: `javascript:`, `data:` and friends never reach an href.
 */
export function safeUrl(url: string | null | undefined): string | null {
  return url ? checkedUrl(url) : null
}

/** Like safeUrl, but also lets inline images (`data:image/...`) through for `src` attributes. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (url && /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url.trim())) return url.trim()
  return safeUrl(url)
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

/**
 * A contact's address (spec: contacts are links or addresses): http(s) and site paths as in
 * safeUrl, plus `mailto:` and `tel:`, which only open the visitor's mail or phone app.
 */
export function safeContactUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  if (trimmed && /^(?:mailto|tel):[^\s<>"]+$/i.test(trimmed)) return trimmed
  return safeUrl(trimmed)
}
