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

const PATTERN_PREFIX = apiPattern('/')

/** The handlers a request with this method and path could match, in their order in `routes`. */
function indexRoutes(routes: readonly HttpHandler[]): (method: string, pathname: string) => HttpHandler[] {
  const keyed = routes.map((handler) => ({ handler, key: routeKey(handler) }))
  const known = new Set(keyed.map((route) => route.key))
  // By the known keys a request can have (so a made-up path or method adds nothing).
  const found = new Map<string, HttpHandler[]>()
  return (method, pathname) => {
    // msw's leading `*` takes any prefix, so every `/api/` in the path is a place a pattern could start.
    const segments = [...apiSegments(pathname), ANY_SEGMENT]
    const keys = [...new Set(segments.map((segment) => key(method, segment)))].filter((entry) => known.has(entry))
    const entry = keys.join('\n')
    let handlers = found.get(entry)
    if (!handlers) {
      handlers = keyed.filter((route) => keys.includes(route.key)).map((route) => route.handler)
      found.set(entry, handlers)
    }
    return handlers
  }
}

function routeKey(handler: HttpHandler): string {
  const { method, path } = handler.info
  if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith(PATTERN_PREFIX))
    throw new Error(`route table: ${handler.info.header} is not a method and an /api/ path`)
  return key(method, segmentOf(path.slice(PATTERN_PREFIX.length)))
}

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
