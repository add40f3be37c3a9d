import { bypass } from 'msw'
import type { Side } from './routing.ts'

/** Marks an answer the real API gave, for the call log (and a developer's network tab). */
const ANSWERED_BY_HEADER = 'X-Answered-By'
const REAL_API = 'real-api'

/** Who gave an answer of the fake backend's handlers. */
export function answeredBy(response: Response): Side {
  return response.headers.get(ANSWERED_BY_HEADER) === REAL_API ? 'real' : 'fake'
}

/** Headers of one connection, not of the request: Node's fetch refuses some of them, and sets them itself. */
const CONNECTION_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'content-length',
]

/** Node's fetch has already decoded the body, whose length then changes. */
const DECODED_BODY_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
])

const inBrowser = typeof document !== 'undefined'

/** `Domain=staging.example` would make the browser drop the cookie of a dev server on localhost: it is the dev server's now. */
function forThisHost(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((attribute) => !/^\s*domain=/i.test(attribute))
    .join(';')
}

function apiPathOf(url: URL): string {
  const at = url.pathname.indexOf('/api/')
  return at === -1 ? url.pathname : url.pathname.slice(at + '/api'.length)
}

/**
 * Sends a request the app made to the fake backend's `/api` on to the real API, as it came:
 * method, path after the API base, query, headers and body. The cookies are the host's: the dev
 * server passes on the browser's `Cookie` header (and gives the real API's `Set-Cookie` back for
 * its own host); in the demo the browser sends the real API's own cookies (`credentials:
 * 'include'`, so the real API must allow the page's origin with credentials). The answer comes
 * back as the real API gave it; no answer at all is a 502 that says so.
 */
export async function forwardToRealApi(request: Request, realApiBaseUrl: string): Promise<Response> {
  const url = new URL(request.url)
  const target = `${realApiBaseUrl}${apiPathOf(url)}${url.search}`
  const headers = new Headers(request.headers)
  for (const name of CONNECTION_HEADERS) headers.delete(name)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  // Node hands a redirect back as it came; the browser would make it an opaque answer with no
  // status, so it follows one there (the contract has none).
  const init: RequestInit = {
    method: request.method,
    headers,
    body,
    credentials: 'include',
    redirect: inBrowser ? 'follow' : 'manual',
  }
  let answer: Response
  try {
    // In the page, past the service worker that would bring the request back here.
    answer = await fetch(inBrowser ? bypass(target, init) : new Request(target, init))
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    return Response.json(
      { error: `The real API did not answer ${request.method} ${target}: ${reason}` },
      { status: 502, headers: { [ANSWERED_BY_HEADER]: REAL_API } },
    )
  }
  const answerHeaders = new Headers()
  for (const [name, value] of answer.headers) {
    if (name !== 'set-cookie' && !DECODED_BODY_HEADERS.has(name)) answerHeaders.append(name, value)
  }
  for (const cookie of answer.headers.getSetCookie()) answerHeaders.append('Set-Cookie', forThisHost(cookie))
  answerHeaders.set(ANSWERED_BY_HEADER, REAL_API)
  const bodyless = answer.status === 204 || answer.status === 304 || request.method === 'HEAD'
  return new Response(bodyless ? null : await answer.arrayBuffer(), {
    status: answer.status,
    statusText: answer.statusText,
    headers: answerHeaders,
  })
}
