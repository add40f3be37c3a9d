import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** What a link in rich text may point at, or why it may not. */
export type LinkHref = { ok: true; href: string } | { ok: false; problem: MessageDescriptor }

const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/i
/** `example.com/x`, `www.example.com`: an address typed without its scheme. */
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i

const enterAddress = msg`Enter an address.`
const notAllowed = msg`Use an address starting with https://, an email as mailto:name@example.com, or a path on the site starting with /.`

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Checks an address for a link in rich text: an http(s) address, a `mailto:` address, a path on
 * the site (`/cards/skinbox`, not `//host`) or an anchor on the page (`#how-to`). An address
 * typed without its scheme (`example.com/x`) gets `https://`. Anything else (`javascript:`,
 * `data:`, `tel:`, a relative `cards/x`) is refused with a message that says what fits.
 */
export function checkLinkHref(input: string): LinkHref {
  const text = input.trim()
  if (text === '') return { ok: false, problem: enterAddress }
  if (/\s/.test(text)) return { ok: false, problem: notAllowed }
  if ((text.startsWith('/') && !text.startsWith('//')) || /^#[^#]+$/.test(text)) return { ok: true, href: text }
  if (isHttpUrl(text) || MAILTO.test(text)) return { ok: true, href: text }
  if (BARE_DOMAIN.test(text)) return { ok: true, href: `https://${text}` }
  return { ok: false, problem: notAllowed }
}

/** Whether a link already in a text (pasted, typed, loaded) may stay one, as written. */
export function isAllowedLinkHref(href: string): boolean {
  const checked = checkLinkHref(href)
  return checked.ok && checked.href === href.trim()
}
