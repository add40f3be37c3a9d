import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  useHydrated,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { localeFromPathname, type Locale } from '~/shared/i18n/locale'
import { asLinguiMessages, loadMessages, type CatalogMessages } from '~/shared/i18n/messages'
import { PAGE_CATALOG_ID, serializedCatalog } from '~/shared/i18n/page-catalog'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { AppShell } from '~/app/shell/app-shell'
import { useShellVariant } from '~/app/shell/shell-variant'
import { RootErrorPage } from '~/app/error-pages/root-error-page'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { earlyPressesScript, replayEarlyPresses } from '~/app/early-presses'
import { siteHead } from '~/app/seo/site-head'
import globalCss from '~/app/styles/global.css?url'

export interface RouterContext {
  queryClient: QueryClient
  services: AppServices
}

const isSpaShell = import.meta.env.VITE_SPA_SHELL

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    const locale = localeFromPathname(location.pathname)
    return { locale, messages: await loadMessages(locale) }
  },
  loader: async ({ context }) => {
    // Client-only builds prerender one empty shell at build time, where no API is asked.
    if (import.meta.env.SSR && isSpaShell) return
    try {
      await context.queryClient.ensureQueryData(coreQueryOptions(context.services.api))
    } catch (error) {
      // Spec section 8: a failed initial load on the server is logged; the page shows its status.
      // A load cancelled because the visitor left is no failure.
      if (import.meta.env.SSR && !isCancelledError(error)) console.error('[core] initial data load failed:', error)
      throw error
    }
  },
  head: ({ match }) => siteHead(match.context.locale, globalCss),
  shellComponent: RootDocument,
  component: isSpaShell ? ClientOnlyRootLayout : RootLayout,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})

const EMPTY_CATALOG: CatalogMessages = {}

/**
 * False while a client-only build (demo, spa) loads the catalog of the page's locale. Builds
 * strip source texts from the bundle, so rendering before the catalog arrives would show
 * message ids (and capture them, for instance in a modal opened on the first render).
 */
const PageCatalogReady = createContext(true)

/**
 * The locale and catalog of the page. They come from the root route, except in client-only
 * builds: their one prerendered shell (Russian) serves every address, so an English page loads
 * its catalog in the browser first.
 */
function useCatalogOfPage(context: { locale: Locale; messages: CatalogMessages }) {
  const pageLocale = useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: CatalogMessages } | null>(null)
  const fromContext = context.locale === pageLocale
  useEffect(() => {
    if (fromContext) return
    let current = true
    void loadMessages(pageLocale).then((messages) => current && setLoaded({ locale: pageLocale, messages }))
    return () => {
      current = false
    }
  }, [fromContext, pageLocale])
  if (fromContext) return { ...context, ready: true }
  const ready = loaded?.locale === pageLocale
  return { locale: pageLocale, messages: ready ? loaded.messages : EMPTY_CATALOG, ready }
}

function RootDocument({ children }: { children: ReactNode }) {
  const { services, ...context } = Route.useRouteContext()
  const nonce = useRouter().options.ssr?.nonce
  const { locale, messages, ready } = useCatalogOfPage(context)
  // One i18n instance per page: the global one would be shared by concurrent server renders.
  // Hydration keeps the attributes the server wrote; the client-only shell says `ru` for every page.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  // The root's effects run last, once the whole page has hydrated.
  useEffect(() => replayEarlyPresses(), [])
  const i18n = useMemo(
    () => setupI18n({ locale, messages: { [locale]: asLinguiMessages(messages) } }),
    [locale, messages],
  )
  return (
    <html lang={locale}>
      <head>
        {/* First in the head: it must be listening before any button is painted. Only the server
            writes it, so its text stays out of the client bundle. */}
        <ScriptOnce>{import.meta.env.SSR ? earlyPressesScript() : ''}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <AppServicesProvider services={services}>
            <PageCatalogReady value={ready}>{children}</PageCatalogReady>
          </AppServicesProvider>
        </I18nProvider>
        {/* A data block, which runs nothing; the nonce keeps every <script> of the page accountable to the policy. */}
        <script
          type="application/json"
          id={PAGE_CATALOG_ID}
          data-locale={locale}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializedCatalog(messages) }}
        />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const shellVariant = useShellVariant()
  return (
    <AppShell variant={shellVariant}>
      <Outlet />
    </AppShell>
  )
}

/**
 * A client-only shell holds no page: the browser renders it (the demo after its fake backend
 * starts). Server-rendered builds must not ask whether the page has hydrated: the answer flips
 * right after hydration with a synchronous re-render, which would hydrate every part of the
 * shell still waiting for its turn (header, sidebar, the page's own parts) in one long task.
 */
function ClientOnlyRootLayout() {
  const hydrated = useHydrated()
  const catalogReady = use(PageCatalogReady)
  if (!(hydrated && catalogReady)) return null
  return <RootLayout />
}
