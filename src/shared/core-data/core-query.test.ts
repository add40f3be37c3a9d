import { createElement, Suspense } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '~/api/client'
import { ApiError } from '~/api/api-error'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { useCore, type Core } from './core-query'
import { coreDataKeys } from './keys'

const core = { country_code: 'RU' } as Core

function Country() {
  return useCore().country_code
}

function page(queryClient: QueryClient, fetch: typeof globalThis.fetch = vi.fn()) {
  const services: AppServices = {
    api: createApiClient({ baseUrl: 'http://localhost/api', locale: 'en', fetch }),
    locale: 'en',
    toasts: createToastStore(),
    modals: createModalStore(),
  }
  const content = createElement(Suspense, { fallback: 'loading' }, createElement(Country))
  return createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(AppServicesProvider, { services, children: content }),
  )
}

// The unit project renders as the server does (import.meta.env.SSR).
describe('useCore in a server render', () => {
  it('reads the data the root loader put in the cache, without calling the API', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(coreDataKeys.core, core)
    const fetch = vi.fn<typeof globalThis.fetch>()
    expect(renderToString(page(queryClient, fetch))).toContain('RU')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('throws a failed load, as useSuspenseQuery does', () => {
    const queryClient = new QueryClient()
    const failure = new ApiError({ kind: 'status', status: 500 })
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: coreDataKeys.core })
      .setState({ status: 'error', error: failure })
    const html = renderToString(page(queryClient))
    expect(html).not.toContain('RU')
    expect(html).toContain('<!--$!-->')
  })

  it('loads the data first when the cache has none', async () => {
    const queryClient = new QueryClient()
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({ data: core })))
    const stream = await renderToReadableStream(page(queryClient, fetch))
    await stream.allReady
    expect(await new Response(stream).text()).toContain('RU')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
