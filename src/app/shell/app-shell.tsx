import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useConsentPrompts } from '~/features/consent/use-consent-prompts'
import { useMarketingFlagPolling } from '~/features/consent/use-marketing-flag-polling'
import { RealtimeConnection } from '~/features/realtime/realtime-connection'
import { ModalHost } from '~/shared/ui/modals/modal-host'
import { Toaster } from '~/shared/ui/toasts/toaster'
import { Header } from './header'
import { RouteLoadingBar } from './route-loading-bar'
import { Sidebar } from './sidebar'
import { useChunkErrorReload } from './use-chunk-error-reload'
import { useErrorMessageToast } from './use-error-message-toast'
import styles from './app-shell.module.css'

/** The page-wide behaviour of the default layout; all of it runs in effects, after hydration. */
function ShellEffects() {
  useConsentPrompts()
  useErrorMessageToast()
  useMarketingFlagPolling()
  useChunkErrorReload()
  return null
}

/** The default layout (spec section 2): header, sidebar, the page, and the page-wide layers. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <RouteLoadingBar />
      <Header />
      <div className={styles.body}>
        <Sidebar />
        <main id="main" className={styles.main} tabIndex={-1}>
          <div className={styles.content}>{children}</div>
        </main>
      </div>
      <ModalHost />
      <Toaster />
      <ShellEffects />
      <RealtimeConnection />
    </div>
  )
}
