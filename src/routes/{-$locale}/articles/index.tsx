import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listPageParam, searchParams } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { articlesQueryOptions } from '~/features/articles/api/articles'
import { ArticlesPage } from '~/features/articles/components/articles-page'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'

export const Route = createFileRoute('/{-$locale}/articles/')({
  validateSearch: searchParams({
    page: listPageParam,
  }),
  // Defaults stay out of the address, so each page has one URL.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await queryClient.ensureQueryData(articlesQueryOptions(services.api, deps.page))
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/articles',
      query: { page: match.search.page > 1 ? match.search.page : undefined },
      title: msg`Articles about free skins`,
      description: msg`Guides, news and promocodes: how to get CS2, Rust and Dota 2 skins and bonuses without spending money.`,
    }),
  pendingComponent: () => <ListSkeleton variant="row" />,
  component: ArticlesRoute,
})

function ArticlesRoute() {
  const { page } = Route.useSearch()
  return <ArticlesPage page={page} />
}
