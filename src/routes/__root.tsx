import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { localeFromPathname } from '~/shared/i18n/locale'
import { asLinguiMessages, loadMessages } from '~/shared/i18n/messages'
import { AppServicesProvider, type AppServices } from '~/shared/services/app-services'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { AppShell } from '~/app/shell/app-shell'
import { RootErrorPage } from '~/app/error-pages/root-error-page'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { siteHead } from '~/app/seo/site-head'
import globalCss from '~/app/styles/global.css?url'

export interface RouterContext {
  queryClient: QueryClient
  services: AppServices
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    const locale = localeFromPathname(location.pathname)
    return { locale, messages: await loadMessages(locale) }
  },
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(coreQueryOptions(context.services.api))
    } catch (error) {
      // Spec section 8: a failed initial load on the server is logged; the page shows its status.
      if (import.meta.env.SSR) console.error('[core] initial data load failed:', error)
      throw error
    }
  },
  head: ({ match }) => siteHead(match.context.locale, globalCss),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { locale, messages, services } = Route.useRouteContext()
  // One i18n instance per page: the global one would be shared by concurrent server renders.
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: asLinguiMessages(messages) } }), [locale, messages])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <AppServicesProvider services={services}>{children}</AppServicesProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
