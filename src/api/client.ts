import createClient, { type Middleware } from 'openapi-fetch'
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
}

export type ApiClient = ReturnType<typeof createApiClient>

const networkErrors: Middleware = {
  onError({ error }) {
    if (error instanceof ApiError) return error
    return new ApiError({ kind: 'network', status: 0 })
  },
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

export function createApiClient(options: ApiClientOptions) {
  // Read globalThis.fetch per call: test interceptors replace it after the client exists.
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const fetcher = options.minResponseDelayMs ? withMinimumDelay(baseFetch, options.minResponseDelayMs) : baseFetch
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    credentials: 'include',
    headers: { 'Accept-Language': options.locale, ...options.headers },
    bodySerializer: toFormData,
    fetch: (request: Request) => fetcher(request),
  })
  client.use(networkErrors)
  return client
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
