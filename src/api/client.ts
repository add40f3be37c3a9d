import type { Client, Middleware } from 'openapi-fetch'
import type { paths } from './schema'
import { ApiError, classifyProblem } from './api-error'
import { toFormData } from './form-data'
import type { Locale } from '~/shared/i18n/locale'

export interface ApiClientOptions {
  /** Absolute on the server; may be relative (`/api`) in the browser. */
  baseUrl: string
  locale: Locale
  /** Extra headers for every call: the visitor's cookies when rendering on the server. */
  headers?: Record<string, string>
  /** Answers arriving sooner are held back this long, so loading states do not flicker. */
  minResponseDelayMs?: number
  fetch?: typeof globalThis.fetch
  /** Told of every call once it is answered (or fails): the server render's metrics. */
  observeCalls?: (call: ApiCallTiming) => void
}

/** One API call, named by its contract operation rather than its address (no ids or slugs). */
export interface ApiCallTiming {
  method: string
  /** The contract's path, e.g. `/cards/{slug}`. */
  operation: string
  /** 0 when no answer came. */
  status: number
  durationMs: number
}

/** The calls the app makes, typed by the contract through openapi-fetch. */
export type ApiClient = Pick<Client<paths>, CallMethod>

type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const networkErrors: Middleware = {
  onError({ error }) {
    if (error instanceof ApiError) return error
    return new ApiError({ kind: 'network', status: 0 })
  },
}

function callObserver(observe: (call: ApiCallTiming) => void): Middleware {
  const startedAt = new Map<string, number>()
  const report = (id: string, request: Request, operation: string, status: number) => {
    const started = startedAt.get(id)
    startedAt.delete(id)
    if (started !== undefined)
      observe({ method: request.method, operation, status, durationMs: performance.now() - started })
  }
  return {
    onRequest({ id }) {
      startedAt.set(id, performance.now())
    },
    onResponse({ id, request, response, schemaPath }) {
      report(id, request, schemaPath, response.status)
    },
    onError({ id, request, schemaPath }) {
      report(id, request, schemaPath, 0)
    },
  }
}

function withMinimumDelay(fetcher: typeof globalThis.fetch, minimumMs: number): typeof globalThis.fetch {
  return async (input, init) => {
    const startedAt = Date.now()
    const response = await fetcher(input, init)
    const wait = minimumMs - (Date.now() - startedAt)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return response
  }
}

/**
 * One import for the process: a server render makes a client per request, and each dynamic
 * `import()` of an already loaded module still went through Node's module loader (0.4-0.7 % of a
 * page's render CPU in a profile under load). A failed load is forgotten, so the next call tries again.
 */
let library: Promise<typeof import('openapi-fetch')> | undefined
function loadLibrary(): Promise<typeof import('openapi-fetch')> {
  return (library ??= import('openapi-fetch').catch((error: unknown) => {
    library = undefined
    throw error
  }))
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Read globalThis.fetch per call: test interceptors replace it after the client exists.
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const fetcher = options.minResponseDelayMs ? withMinimumDelay(baseFetch, options.minResponseDelayMs) : baseFetch
  // A page hydrates from the data the server sent along, so openapi-fetch (2.5 KB gzip) is not
  // in the first load: it starts loading with the client, beside the hydration rather than
  // before it, so the first call does not wait for it. A failed load is a network error the
  // screen can retry, and the next call tries again.
  let client: Promise<Client<paths>> | undefined
  const load = () =>
    (client ??= loadLibrary().then(
      ({ default: createClient }) => {
        const created = createClient<paths>({
          baseUrl: options.baseUrl.replace(/\/$/, ''),
          credentials: 'include',
          headers: { 'Accept-Language': options.locale, ...options.headers },
          bodySerializer: toFormData,
          fetch: (request: Request) => fetcher(request),
        })
        if (options.observeCalls) created.use(callObserver(options.observeCalls))
        created.use(networkErrors)
        return created
      },
      () => {
        client = undefined
        throw new ApiError({ kind: 'network', status: 0 })
      },
    ))
  void load().catch(() => undefined)
  const call = <Method extends CallMethod>(method: Method) =>
    ((...args: unknown[]) =>
      load().then((loaded) => (loaded[method] as (...callArgs: unknown[]) => unknown)(...args))) as ApiClient[Method]
  return { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), PATCH: call('PATCH'), DELETE: call('DELETE') }
}

interface FetchResult<T> {
  data?: T
  error?: unknown
  response: Response
}

/**
 * The data of a successful answer, or an ApiError classified by spec section 8.
 * Every call goes through here, so no screen handles raw error bodies.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call
  if (!response.ok) throw new ApiError(classifyProblem(response.status, error))
  return data as T
}
