/** Answers one API call in a test: `(request, url) => Response.json(...)`. */
export type FakeRoute = (request: Request, url: URL) => Response | Promise<Response>

/**
 * A `fetch` for `createApiClient` in component tests, keyed by `"METHOD /path"` (the path
 * after `/api`). It records every request, and answers an unexpected one with a 500 so a
 * test never silently reaches the network.
 */
export function createFakeFetch(routes: Record<string, FakeRoute>) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    requests.push(request)
    const url = new URL(request.url)
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`
    const route = routes[key]
    if (!route) return Response.json({ error: `No fake answer for ${key}` }, { status: 500 })
    return route(request, url)
  }
  const callsTo = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}` === key)
  return { fetch, requests, callsTo }
}
