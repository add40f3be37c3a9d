import { getResponse, type HttpHandler } from 'msw'

/**
 * A `fetch` for `renderWithApp` answered by msw handlers directly (no interception, so no
 * cross-origin preflight in happy-dom), which notes every request it gets.
 */
export function handlersFetch(handlers: readonly HttpHandler[]) {
  const requests: Request[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return (await getResponse([...handlers], request)) ?? Response.json({ error: `No handler for ${request.method} ${request.url}` }, { status: 500 })
  }
  return { fetch, requests }
}
