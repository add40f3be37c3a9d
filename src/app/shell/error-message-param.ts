/** Query parameter other sites (e.g. a sign-in callback) use to hand the page a message. */
const ERROR_MESSAGE_PARAM = 'error_message'

/**
 * The message in a URL's `error_message` and the same address without it (other parameters
 * and the hash kept), or null when there is none.
 */
export function takeErrorMessage(href: string): { message: string; cleanHref: string } | null {
  const url = new URL(href, 'http://localhost')
  const message = url.searchParams.get(ERROR_MESSAGE_PARAM)
  if (message === null) return null
  url.searchParams.delete(ERROR_MESSAGE_PARAM)
  return { message: message.trim(), cleanHref: url.pathname + url.search + url.hash }
}
