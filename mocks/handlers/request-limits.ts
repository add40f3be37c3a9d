import { http } from 'msw'
import { m } from '../domain/messages.ts'
import { json } from './route.ts'
import { localeOf } from './request.ts'
import { pick } from '../present/text.ts'

/**
 * The longest address (path and query) the API reads. msw cannot match a URL of more than
 * 8,192 characters with its origin at all (it throws, which answered 500 with no body), so
 * the limit stays below that with room for any origin; real front servers stop near there too.
 */
export const MAX_URL_CHARS = 7_168

/**
 * First of all handlers, in every host: an address over the limit is answered 414 with the
 * contract's error envelope before any other handler tries to match it. A RegExp path, since
 * msw's string patterns are the ones that throw on such a URL.
 */
export const requestLimitHandlers = [
  http.all(/\/api\//, ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.length + url.search.length <= MAX_URL_CHARS) return undefined
    return json({ error: pick(m.urlTooLong(MAX_URL_CHARS), localeOf(request)) }, 414)
  }),
]
