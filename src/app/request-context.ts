import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { localeFromPathname, type Locale } from '~/shared/i18n/locale'
import { createCspNonce } from '~/app/server-response/content-security-policy'
import { getRuntimeConfig } from '~/app/runtime-config'
import { publishApiCall } from '~/app/server-response/api-call-channel'
import { apiFetch } from '~/app/server-response/api-fetch'
import type { ApiCallTiming } from '~/api/client'

export interface RequestContext {
  locale: Locale
  apiBaseUrl: string
  /**
   * Headers to forward to the API: the visitor's cookies, so the first paint knows who they are,
   * their address (`X-Forwarded-For`), so the API tells their country, not the server's, and the
   * request's id (`X-Request-Id`, given by `npm start`), so the API's logs join the server's.
   */
  forwardHeaders: Record<string, string>
  isServer: boolean
  /** How the server render calls the API (server-response/api-fetch.ts); the browser uses its fetch. */
  apiFetch?: typeof globalThis.fetch
  /** The server render reports its API calls for the server's metrics. */
  observeApiCalls?: (call: ApiCallTiming) => void
  /**
   * The nonce of this page's inline scripts (server only; the browser's router reads it back from
   * the page's `csp-nonce` meta). The page's Content-Security-Policy names it (src/server.ts).
   */
  cspNonce?: string
}

/** As a proxy does: the chain the request came with, then the address it came from. */
export function forwardedForChain(received: string | null, peerAddress: string | undefined): string | null {
  const chain = [received?.trim(), peerAddress].filter(Boolean).join(', ')
  return chain === '' ? null : chain
}

/**
 * Locale and API address for this page. On the server a relative API base is resolved against
 * the incoming request, so the same build works behind any host; API_INTERNAL_BASE_URL lets
 * the server reach the API over a private address. The browser calls the address the server
 * was started with (runtime-config.ts).
 */
export const getRequestContext = createIsomorphicFn()
  .server((): RequestContext => {
    const request = getRequest()
    const url = new URL(request.url)
    const base = process.env.API_INTERNAL_BASE_URL || getRuntimeConfig().apiBaseUrl
    const cookie = request.headers.get('cookie')
    const forwardedFor = forwardedForChain(request.headers.get('x-forwarded-for'), getRequestIP())
    const requestId = request.headers.get('x-request-id')
    return {
      locale: localeFromPathname(url.pathname),
      apiBaseUrl: new URL(base, url.origin).toString(),
      forwardHeaders: {
        ...(cookie ? { cookie } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      isServer: true,
      apiFetch,
      observeApiCalls: publishApiCall,
      cspNonce: createCspNonce(),
    }
  })
  .client((): RequestContext => ({
    locale: localeFromPathname(window.location.pathname),
    apiBaseUrl: getRuntimeConfig().apiBaseUrl,
    forwardHeaders: {},
    isServer: false,
  }))
