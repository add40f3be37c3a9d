import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { HydratedApart } from '~/shared/lib/hydrated-apart'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { useChunkErrorReload } from './use-chunk-error-reload'
import type { ShellVariant } from './shell-variant'
import styles from './app-shell.module.css'

// The page is what a visitor came for: it hydrates first, and the shell's code (search,
// notifications, menus, toasts, about 8 KB gzip) is not in the first load (npm run bench).
const Header = lazyHydrated(() => import('./header').then((module) => module.Header))
const Sidebar = lazyHydrated(() => import('./sidebar').then((module) => module.Sidebar))
const PageLayers = lazyHydrated(() => import('./page-layers').then((module) => module.PageLayers))
// Idle until the first navigation, which comes after the page has woken up.
const RouteLoadingBar = lazyHydrated(() => import('./route-loading-bar').then((module) => module.RouteLoadingBar))

export interface AppShellProps {
  /**
   * `site`: header, the category sidebar and the page. `panel` (the admin panel): the same
   * header and page-wide layers, no sidebar (the panel's own navigation is part of its page).
   */
  variant?: ShellVariant
  children: ReactNode
}

/** The default layout (spec section 2): header, sidebar, the page, and the page-wide layers. */
export function AppShell({ variant = 'site', children }: AppShellProps) {
  // Here, not with the page-wide layers: a chunk of theirs that fails to load must be caught too.
  useChunkErrorReload()
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <RouteLoadingBar />
      <Header />
      <div className={variant === 'panel' ? styles.panelBody : styles.body}>
        {variant === 'site' && <Sidebar />}
        {/* The page hydrates as a task of its own, before the shell's parts. */}
        <main id="main" className={variant === 'panel' ? styles.panelMain : styles.main} tabIndex={-1}>
          <HydratedApart>
            {variant === 'panel' ? children : <div className={styles.content}>{children}</div>}
          </HydratedApart>
        </main>
      </div>
      <PageLayers />
    </div>
  )
}
