import type { QueryClient } from '@tanstack/react-query'
import type { defineHandlerCallback } from '@tanstack/react-start/server'
import {
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { renderWithRememberedLinkLocations } from '~/app/server-response/link-locations'
import { renderWithEncodedCatalogs } from '~/shared/i18n/page-catalog'

type RenderContext = Parameters<Parameters<typeof defineHandlerCallback>[0]>[0]

/** What React writes where a part was left to the browser: it threw, or was still suspended. */
const LEFT_TO_THE_BROWSER = '<!--$!'

/**
 * Renders the page in one piece, instead of Start's streamed render: what `npm start` sends is
 * compressed whole (server/compression.mjs), so streaming gained nothing, and its cost was in
 * every page: React's stream encodes each of the page's thousands of small strings into bytes on
 * its own, through a web stream. Rendered to a string, the page is encoded once, then handed to
 * the router in a few chunks, which adds its data scripts as it did to the stream: the same HTML,
 * for about 10 % less CPU per page (`/` and a card page, in-process A/B).
 *
 * The difference is a part that is not ready when the page is rendered: the stream waited for it,
 * this leaves it to the browser (React marks it, and the browser renders it after hydration). The
 * loaders have every query's data in before the render, and the deferred parts' code too
 * (lib/lazy-hydrated.tsx), so no public page does that (the admin panel's placeholder did, the
 * first time after a start). A part that throws is left to the browser in both (a part whose
 * data failed to load throws it, and shows its error state in the browser), but React tells
 * nothing of it here: the failed loads are logged instead, as errors, or a warning without them.
 */
export function renderWholePage({ request, router, responseHeaders }: RenderContext) {
  let page: { html: string; chunks: Uint8Array[] }
  try {
    request.signal.throwIfAborted()
    page = renderWithEncodedCatalogs(() => {
      const render = () => renderToString(createElement(RouterServer, { router }))
      // The dev server changes the route tree under a running process: nothing is remembered there.
      return import.meta.env.DEV ? render() : renderWithRememberedLinkLocations(router, render)
    }, '<!DOCTYPE html>')
  } catch (error) {
    router.serverSsr?.cleanup()
    throw error
  }
  const { html, chunks } = page
  if (html.includes(LEFT_TO_THE_BROWSER))
    reportPartsLeftToTheBrowser(router.options.context as { queryClient?: QueryClient }, new URL(request.url).pathname)
  const encoded = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  const body = transformReadableStreamWithRouter(router, encoded, { signal: request.signal })
  return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }))
}

function reportPartsLeftToTheBrowser({ queryClient }: { queryClient?: QueryClient }, path: string): void {
  const failed = queryClient?.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }) ?? []
  for (const query of failed)
    console.error(
      `Server render of ${path}: a part is left to the browser, its data failed to load (${query.queryHash}).`,
      query.state.error,
    )
  if (failed.length === 0)
    console.warn(`Server render of ${path}: a part threw or was not ready, and is left to the browser.`)
}
