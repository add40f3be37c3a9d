import { createServerEntry, createStartHandler, defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server'
import { failedPageStatus } from '~/app/error-pages/failed-page-status'

/**
 * The router answers 500 for any failed loader. The spec wants the API's own status on the
 * error page (and a search engine should see it too), so the HTTP status follows it.
 */
const renderWithApiStatus = defineHandlerCallback(async (ctx) => {
  const result = await defaultStreamHandler(ctx)
  const response = result instanceof Response ? result : result.response
  const status = failedPageStatus(ctx.router.state.matches.map((match) => match.error))
  if (status === undefined || status === response.status) return result
  const withStatus = new Response(response.body, { status, statusText: response.statusText, headers: response.headers })
  return result instanceof Response ? withStatus : { ...result, response: withStatus }
})

export default createServerEntry({ fetch: createStartHandler(renderWithApiStatus) })
