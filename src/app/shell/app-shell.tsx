import { Suspense, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useConsentPrompts } from '~/features/consent/lib/use-consent-prompts'
import { useMarketingFlagPolling } from '~/features/consent/lib/use-marketing-flag-polling'
import { RealtimeConnection } from '~/features/realtime/components/realtime-connection'
import { ModalHost } from '~/shared/ui/modals/modal-host'
import { Toaster } from '~/shared/ui/toasts/toaster'
import { Header } from './header'
import { RouteLoadingBar } from './route-loading-bar'
import { Sidebar } from './sidebar'
import { useChunkErrorReload } from './use-chunk-error-reload'
import { useErrorMessageToast } from './use-error-message-toast'
import type { ShellVariant } from './shell-variant'
import styles from './app-shell.module.css'

/** The page-wide behaviour of the default layout; all of it runs in effects, after hydration. */
function ShellEffects() {
  useConsentPrompts()
  useErrorMessageToast()
  useMarketingFlagPolling()
  useChunkErrorReload()
  return null
}

export interface AppShellProps {
  /**
   * `site`: header, the category sidebar and the page. `panel` (the admin panel): the same
   * header and page-wide layers, no sidebar (the panel's own navigation is part of its page).
   */
  variant?: ShellVariant
  children: ReactNode
}

/**
 * A part of the server's page that React hydrates as a task of its own: the browser can paint
 * and answer input between the header, the sidebar and the page instead of after one long
 * hydration. Nothing in it suspends on the server (the routes' loaders fetch first), so the
 * empty fallback is never shown there.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** The default layout (spec section 2): header, sidebar, the page, and the page-wide layers. */
export function AppShell({ variant = 'site', children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <RouteLoadingBar />
      <HydratedApart>
        <Header />
      </HydratedApart>
      <div className={variant === 'panel' ? styles.panelBody : styles.body}>
        {variant === 'site' && (
          <HydratedApart>
            <Sidebar />
          </HydratedApart>
        )}
        <main id="main" className={variant === 'panel' ? styles.panelMain : styles.main} tabIndex={-1}>
          <HydratedApart>{variant === 'panel' ? children : <div className={styles.content}>{children}</div>}</HydratedApart>
        </main>
      </div>
      <ModalHost />
      <Toaster />
      <ShellEffects />
      <RealtimeConnection />
    </div>
  )
}
