import { createContext, useContext, useEffect, type ReactNode } from 'react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupI18n, type I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { logWorkerCalls } from '../mocks/browser/worker-calls.ts'
import { handlers } from '../mocks/handlers/index.ts'
import type { ScenarioName } from '../mocks/scenarios.ts'
import { createApiClient } from '~/api/client'
import { createAppQueryClient } from '~/app/query-client'
import { isLocale, type Locale } from '~/shared/i18n/locale'
import { asLinguiMessages, loadAdminMessages, loadMessages } from '~/shared/i18n/messages'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { createToastStore } from '~/shared/ui/toasts/toast-store'
import { createModalStore } from '~/shared/ui/modals/modal-queue'
import '~/app/styles/global.css'
import { fakeBackendGlobals, PERSONAS, prepareFakeBackend } from './fake-backend-globals.ts'

// `findBy…` in play functions: the first story of a file also waits for the worker and a cold
// module graph, which takes longer than Testing Library's 1 s on a busy two-core machine; with a
// second test run beside it (load 20-30), the shop's first story waited more than 5 s for its items.
// A found element ends the wait, so passing stories are no slower; a story has 30 s in all.
configure({ asyncUtilTimeout: 15_000 })

declare module 'storybook/internal/csf' {
  /** What a story may say about its fake backend, checked by the typecheck. */
  interface Parameters {
    /** The state of mocks/scenarios.ts the story starts from; the toolbar persona, if not a guest, signs in on top. */
    scenario?: ScenarioName
    /** The address the story's memory router starts at. */
    route?: string
  }
}

type StoryPersona = (typeof PERSONAS)[number]

/** The fake backend in the preview's service worker; same handlers as the demo build. */
const startFakeBackend = mswLoader(async () => {
  const worker = setupWorker(...handlers)
  // The control panel's call log (mocks/panel) reads what this worker answered.
  logWorkerCalls(worker)
  await worker.start({
    quiet: true,
    // Only the API is faked; module, asset and Storybook requests go to the dev server.
    onUnhandledFrame: 'bypass',
  })
  return worker
})

async function control(path: string): Promise<void> {
  const response = await fetch(`/api/__control/${path}`, { method: 'POST', credentials: 'include' })
  if (!response.ok) throw new Error(`Fake backend control call ${path} failed: ${response.status}`)
}

interface StoryEnvironment {
  key: string
  locale: Locale
  i18n: I18n
  services: AppServices
  queryClient: QueryClient
  router: AnyRouter
}

/** Renders the story being shown; handed to the router's root route below. */
const StorySlot = createContext<(() => ReactNode) | null>(null)

function RenderStory() {
  return useContext(StorySlot)?.() ?? null
}

/**
 * Runs before every story, in order (Storybook runs separate loaders in parallel): the worker,
 * a fresh fake state in the toolbar's scenario (else the story's) and clock with the toolbar persona signed in,
 * the catalog of the toolbar locale,
 * and fresh services, query cache and memory router so `<Link>` works.
 */
const storyEnvironment: Loader = async (context) => {
  await startFakeBackend(context)
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  const persona = (context.globals.persona ?? 'guest') as StoryPersona
  await prepareFakeBackend(context.globals, context.parameters.scenario, control)

  // Both catalogs: a story may show a piece of the panel without the panel's layout around it.
  const [siteMessages, panelMessages] = await Promise.all([loadMessages(locale), loadAdminMessages(locale)])
  const i18n = setupI18n({ locale, messages: { [locale]: asLinguiMessages({ ...siteMessages, ...panelMessages }) } })
  const toasts = createToastStore()
  const services: AppServices = {
    api: createApiClient({ baseUrl: '/api', locale }),
    locale,
    toasts,
    modals: createModalStore(),
  }
  const queryClient = createAppQueryClient(toasts)
  const path = context.parameters.route ?? '/'
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient; services: AppServices }>()({
    component: RenderStory,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, services },
  })
  await router.load()
  const environment: StoryEnvironment = {
    key: `${context.id}:${locale}:${persona}:${Date.now()}`,
    locale,
    i18n,
    services,
    queryClient,
    router,
  }
  return { environment }
}

function DocumentLanguage({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return null
}

const withAppEnvironment: Decorator = (Story, context) => {
  const environment = (context.loaded as { environment?: StoryEnvironment }).environment
  if (!environment) return <Story />
  return (
    <I18nProvider key={environment.key} i18n={environment.i18n}>
      <DocumentLanguage locale={environment.locale} />
      <AppServicesProvider services={environment.services}>
        <QueryClientProvider client={environment.queryClient}>
          <StorySlot.Provider value={() => <Story />}>
            <RouterProvider router={environment.router} />
          </StorySlot.Provider>
        </QueryClientProvider>
      </AppServicesProvider>
    </I18nProvider>
  )
}

const preview: Preview = {
  loaders: [storyEnvironment],
  decorators: [withAppEnvironment],
  initialGlobals: { locale: 'en', ...fakeBackendGlobals.initialGlobals },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    ...fakeBackendGlobals.globalTypes,
  },
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test (vitest `storybook` project).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // A render that threw and was redone in one piece still fails the test run, named by what
    // threw: React's own report only says "error during concurrent rendering".
    react: {
      rootOptions: {
        onRecoverableError: (error: unknown) =>
          reportError(error instanceof Error && error.cause ? error.cause : error),
      },
    },
  },
}

export default preview
