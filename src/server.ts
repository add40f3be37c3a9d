import { createServerEntry, createStartHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { failedPageStatus } from '~/app/server-response/failed-page-status'
import { pageCacheControl } from '~/app/server-response/page-cache-control'
import { contentSecurityPolicy } from '~/app/server-response/content-security-policy'
import { getRuntimeConfig } from '~/app/runtime-config'
import { renderWholePage } from '~/app/server-response/render-whole-page'

/** The page's route pattern, for the server's metrics (server/app-server.mjs removes it before sending). */
const ROUTE_HEADER = 'x-route-pattern'

/**
 * The page is rendered whole, not streamed (render-whole-page.ts). The router answers 500 for any
 * failed loader. The spec wants the API's own status on the error page (and a search engine
 * should see it too), so the HTTP status follows it; the caching headers follow the status. A
 * built server sends the page's Content-Security-Policy (the dev server does not: Vite's own
 * inline scripts there carry no nonce).
 */
const renderPage = defineHandlerCallback((ctx) => {
  const result = renderWholePage(ctx)
  const rendered = result.response
  const status = failedPageStatus(ctx.router.state.matches.map((match) => match.error)) ?? rendered.status
  const headers = new Headers(rendered.headers)
  headers.set('Cache-Control', pageCacheControl(status))
  const routeId = ctx.router.state.matches.at(-1)?.routeId
  if (routeId && !import.meta.env.DEV) headers.set(ROUTE_HEADER, routeId)
  const nonce = ctx.router.options.ssr?.nonce
  if (nonce && !import.meta.env.DEV) {
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce, apiBaseUrl: getRuntimeConfig().apiBaseUrl, pageUrl: ctx.request.url }),
    )
  }
  const statusText = status === rendered.status ? rendered.statusText : ''
  const page = new Response(rendered.body, { status, statusText, headers })
  return { ...result, response: page }
})

export default createServerEntry({ fetch: createStartHandler(renderPage) })
