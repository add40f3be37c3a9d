import { createServerEntry, createStartHandler, defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { failedPageStatus } from '~/app/server-response/failed-page-status'
import { pageCacheControl } from '~/app/server-response/page-cache-control'

/**
 * The router answers 500 for any failed loader. The spec wants the API's own status on the
 * error page (and a search engine should see it too), so the HTTP status follows it; the
 * caching headers follow the status.
 */
const renderPage = defineHandlerCallback(async (ctx) => {
  const result = await defaultStreamHandler(ctx)
  const rendered = result instanceof Response ? result : result.response
  const status = failedPageStatus(ctx.router.state.matches.map((match) => match.error)) ?? rendered.status
  const headers = new Headers(rendered.headers)
  headers.set('Cache-Control', pageCacheControl(status))
  const statusText = status === rendered.status ? rendered.statusText : ''
  const page = new Response(rendered.body, { status, statusText, headers })
  return result instanceof Response ? page : { ...result, response: page }
})

export default createServerEntry({ fetch: createStartHandler(renderPage) })
