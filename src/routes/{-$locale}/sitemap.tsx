import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { sitemapQueryOptions } from '~/features/sitemap/api/sitemap'
import { SitemapPage } from '~/features/sitemap/components/sitemap-page'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'

export const Route = createFileRoute('/{-$locale}/sitemap')({
  loader: async ({ context: { queryClient, services } }) => {
    await queryClient.ensureQueryData(sitemapQueryOptions(services.api))
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/sitemap',
      title: msg`Sitemap`,
      description: msg`Every category, site and article of FreeSkins on one page.`,
    }),
  pendingComponent: () => <ListSkeleton variant="row" />,
  component: SitemapPage,
})
