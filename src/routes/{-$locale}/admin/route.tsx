import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { privatePageHead, type HeadContext } from '~/app/seo/page-head'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { requireAccess } from '~/features/auth/lib/guards'
import { loadAdminMessages } from '~/shared/i18n/messages'
import { AdminLayout } from '~/features/admin/components/admin-layout'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'

/** The section below this route, if any: its params are the whole address's. */
function sectionOf(params: object): string | undefined {
  return 'section' in params && typeof params.section === 'string' ? params.section : undefined
}

/**
 * The admin panel: kept out of search engines, open to `admin` and `articlesEditor` (spec
 * section 6; anyone else goes to the main page). Its guard runs on the server too, so a refused
 * visitor gets a redirect rather than a page the browser then swaps; the panel itself renders
 * in the browser only, the server sending its skeleton. The panel's code loads only here: the
 * guard imports it on demand, the component is split off.
 */

/**
 * The skeleton's code loads with the panel, not in every public page's first load (the route
 * tree is in it): the server renders it in full, and a part's HTML stays on screen until its code
 * is in. The label keeps its identity, as a lazily hydrated part's props must.
 */
const AdminPanelSkeleton = lazyHydrated(() =>
  import('~/features/admin/components/admin-panel-skeleton').then((module) => module.AdminPanelSkeleton),
)
const loadingLabel = <Trans>Loading the admin panel…</Trans>

export const Route = createFileRoute('/{-$locale}/admin')({
  ssr: 'data-only',
  staticData: { shell: 'panel' },
  // Typed by hand: a `head` that infers its argument keeps the router from inferring `beforeLoad`'s context.
  head: ({ match }: { match: { context: HeadContext } }) => privatePageHead(match.context, msg`Admin panel`),
  headers: () => ({ 'X-Robots-Tag': 'noindex, nofollow' }),
  beforeLoad: async ({ context, location, params }) => {
    await requireAccess('admin-or-editor')({ context, location })
    const [{ loadPanelAccess }, panelMessages] = await Promise.all([
      import('~/features/admin/lib/routing'),
      loadAdminMessages(context.locale),
    ])
    // The panel's titles (this route's and its pages' heads) are in the panel's catalog.
    return {
      ...(await loadPanelAccess(context, sectionOf(params), location.href)),
      messages: { ...context.messages, ...panelMessages },
    }
  },
  // The skeleton stays in this file, out of the split chunk: it is what shows while that chunk
  // loads, so split off it would itself suspend, on the server (no skeleton at first paint) and
  // in the browser (the router's lazy wrapper calls `use()` only until its chunk arrives, which
  // React reports as a conditional `use()`).
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  // What the server sends in the panel's place, and what shows while the panel's code loads:
  // the panel's shape, so nothing jumps when it arrives. The label stays in the site's catalog:
  // the panel's own is not loaded yet.
  pendingComponent: () => <AdminPanelSkeleton label={loadingLabel} />,
  component: AdminLayout,
  // An unknown section or record: the 404 inside the panel, its navigation kept.
  notFoundComponent: () => (
    <AdminLayout>
      <NotFoundPage />
    </AdminLayout>
  ),
})
