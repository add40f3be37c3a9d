import type { ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { createApiClient } from '~/api/client'
import { coreQueryOptions, type Core } from '~/shared/core-data/core-query'
import { coreDataKeys } from '~/shared/core-data/keys'
import type { Locale } from '~/shared/i18n/locale'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { startTestBackend, type TestBackendOptions } from '../backend/test-backend'

export interface RenderWithAppOptions extends TestBackendOptions {
  /** Core data to start with instead of the backend's (the real-time tests drive a fake socket from it). */
  core?: Core
  locale?: Locale
  /** The address the test router starts at. */
  path?: string
  /** A client of the test's own, e.g. with a mutation cache that toasts like the app's. */
  queryClient?: (services: AppServices) => QueryClient
}

/**
 * Renders UI the way the app does: services (an API client on the fake backend, toasts,
 * modals), a fresh QueryClient holding the core data as the root route's loader would, an
 * activated i18n and a router whose every path matches, so links and navigation work without
 * the app's route files. Returns the backend too, to look at the requests the UI made.
 */
export async function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  const locale = options.locale ?? 'en'
  const backend = await startTestBackend(options)
  const api = createApiClient({ baseUrl: 'http://localhost/api', locale, fetch: backend.fetch })
  const services: AppServices = { api, locale, toasts: createToastStore(), modals: createModalStore() }
  const queryClient =
    options.queryClient?.(services) ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  if (options.core) queryClient.setQueryData(coreDataKeys.core, options.core)
  else await queryClient.ensureQueryData(coreQueryOptions(api))
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })

  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/en'] }),
    context: { queryClient, services },
  })
  await router.load()

  // Awaited in act: React retries a part that suspended on its code (lazyHydrated's `use`) only
  // inside an awaited act, and would otherwise leave the page empty.
  const result = await act(() =>
    Promise.resolve(
      render(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <AppServicesProvider services={services}>
              <RouterProvider router={router} />
            </AppServicesProvider>
          </I18nProvider>
        </QueryClientProvider>,
      ),
    ),
  )
  return { ...result, router, queryClient, services, backend }
}
