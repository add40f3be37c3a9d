import { getResponse, http, type HttpHandler } from 'msw'
import { apiPattern } from './api-pattern.ts'

/**
 * The operations' handlers behind one msw handler. msw tries its handlers in order and, for each
 * one it tries, parses the request first: its URL and its cookies (in the browser
 * `document.cookie` and msw's cookie store), so a call answered by the hundredth handler was
 * parsed a hundred times. In the demo and in Storybook that ran on the page's main thread, beside
 * the app, and was the largest part of the fake backend's time on a page load.
 *
 * The table sorts the handlers once by method and by the first segment of their path under
 * `/api/`, and lets msw try only those a request could match, in their order in the list: the
 * same handler answers as before, parsed once or twice instead of up to 160 times.
 */
export function routeTable(routes: readonly HttpHandler[]): HttpHandler {
  const candidatesFor = indexRoutes(routes)
  return http.all(apiPattern('/*'), async ({ request }) => {
    const candidates = candidatesFor(request.method, new URL(request.url).pathname)
    return candidates.length === 0 ? undefined : getResponse(candidates, request)
  })
}

/** Where a path's first segment under `/api/` is a parameter or a wildcard: tried for any segment. */
const ANY_SEGMENT = ''

/** The handlers a request with this method and path could match, in their order in `routes`. */
function indexRoutes(routes: readonly HttpHandler[]): (method: string, pathname: string) => HttpHandler[] {
  const byKey = new Map<string, HttpHandler[]>()
  for (const handler of routes) {
    const { method, path } = handler.info
    if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith(PATTERN_PREFIX))
      throw new Error(`route table: ${handler.info.header} is not a method and an /api/ path`)
    const entry = key(method, segmentOf(path.slice(PATTERN_PREFIX.length)))
    byKey.set(entry, [...(byKey.get(entry) ?? []), handler])
  }
  const order = new Map(routes.map((handler, index) => [handler, index]))
  const inOrder = (handlers: HttpHandler[]) => handlers.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
  const anySegment = (method: string) => byKey.get(key(method, ANY_SEGMENT)) ?? []
  // Each known method and segment with the any-segment handlers of its method merged in, once.
  const merged = new Map(
    [...byKey].map(([entry, handlers]) => {
      const method = entry.slice(0, entry.indexOf(' '))
      return [entry, entry === key(method, ANY_SEGMENT) ? handlers : inOrder([...handlers, ...anySegment(method)])]
    }),
  )
  return (method, pathname) => {
    const upper = method.toUpperCase()
    // msw's leading `*` takes any prefix, so every `/api/` in the path is a place a pattern could start.
    const keys = [...new Set(apiSegments(pathname).map((segment) => key(upper, segment)))]
    if (keys.length === 1) return merged.get(keys[0]!) ?? anySegment(upper)
    return inOrder([...new Set([...keys.flatMap((entry) => byKey.get(entry) ?? []), ...anySegment(upper)])])
  }
}

const PATTERN_PREFIX = '*/api/'

function key(method: string, segment: string): string {
  return `${method.toUpperCase()} ${segment}`
}

/** `'cards/:slug'` -> `'cards'`; a parameter or a wildcard first -> ANY_SEGMENT. */
function segmentOf(rest: string): string {
  const segment = rest.split('/', 1)[0] ?? ''
  return /^[\w.-]+$/.test(segment) ? segment : ANY_SEGMENT
}

/** The first segment after each `/api/` of a request's path. */
function apiSegments(pathname: string): string[] {
  const segments: string[] = []
  for (let at = pathname.indexOf('/api/'); at >= 0; at = pathname.indexOf('/api/', at + 1))
    segments.push(segmentOf(pathname.slice(at + '/api/'.length)))
  return segments
}
