import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { privatePageHead, type HeadContext } from '~/app/seo/page-head'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { requireAccess } from '~/features/auth/lib/guards'
import { loadAdminMessages } from '~/shared/i18n/messages'
import { AdminLayout } from '~/features/admin/components/admin-layout'
import { AdminPanelSkeleton } from '~/features/admin/components/admin-panel-skeleton'

/**
 * The admin panel: rendered in the browser only, kept out of search engines, open to `admin`
 * and `articlesEditor` (spec section 6; anyone else goes to the main page). The panel's code
 * loads only here: the guard imports it on demand, the component is split off.
 */
export const Route = createFileRoute('/{-$locale}/admin')({
  ssr: false,
  staticData: { shell: 'panel' },
  // Typed by hand: a `head` that infers its argument keeps the router from inferring `beforeLoad`'s context.
  head: ({ match }: { match: { context: HeadContext } }) => privatePageHead(match.context, msg`Admin panel`),
  headers: () => ({ 'X-Robots-Tag': 'noindex, nofollow' }),
  beforeLoad: async ({ context, location }) => {
    await requireAccess('admin-or-editor')({ context, location })
    const [{ loadPanelAccess }, panelMessages] = await Promise.all([
      import('~/features/admin/lib/routing'),
      loadAdminMessages(context.locale),
    ])
    // The panel's titles (this route's and its pages' heads) are in the panel's catalog.
    return { ...(await loadPanelAccess(context, location.href)), messages: { ...context.messages, ...panelMessages } }
  },
  // What the server sends in the panel's place, and what shows while the panel's code loads:
  // the panel's shape, so nothing jumps when it arrives. The label stays in the site's catalog:
  // the panel's own is not loaded yet.
  pendingComponent: () => <AdminPanelSkeleton label={<Trans>Loading the admin panel…</Trans>} />,
  component: AdminLayout,
  // An unknown section or record: the 404 inside the panel, its navigation kept.
  notFoundComponent: () => (
    <AdminLayout>
      <NotFoundPage />
    </AdminLayout>
  ),
})
