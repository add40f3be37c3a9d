import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { createApiClient } from '~/api/client'
import { createAppQueryClient } from '~/app/query-client'
import { getRequestContext } from '~/app/request-context'
import { stringifySearch } from '~/app/search-string'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { DefaultErrorPage } from '~/app/error-pages/default-error-page'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { yieldToBrowser } from '~/shared/lib/yield-to-browser'

/** Spec section 9: answers sooner than this are held back so loading states do not flicker. */
const MIN_FETCH_DELAY_MS = 200

export function getRouter() {
  const request = getRequestContext()
  const toasts = createToastStore()
  const api = createApiClient({
    baseUrl: request.apiBaseUrl,
    locale: request.locale,
    headers: request.forwardHeaders,
    minResponseDelayMs: request.isServer ? 0 : MIN_FETCH_DELAY_MS,
    fetch: request.apiFetch,
    observeCalls: request.observeApiCalls,
  })
  const queryClient = createAppQueryClient(request.isServer ? null : toasts)
  const router = createRouter({
    routeTree,
    context: { queryClient, services: { api, locale: request.locale, toasts, modals: createModalStore() } },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: DefaultErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The server's own (same output, far cheaper on its many links); the browser keeps the
    // router's, which costs nothing in its first load.
    ...(import.meta.env.SSR ? { stringifySearch } : {}),
    ...(request.cspNonce ? { ssr: { nonce: request.cspNonce } } : {}),
    // The query cache takes the server's queries in a task of its own, after the page's data
    // has been read (docs/performance.md, "The wake-up's long tasks").
    ...(request.isServer ? {} : { hydrate: yieldToBrowser }),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
