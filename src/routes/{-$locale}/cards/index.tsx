import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listPageParam, searchParams } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { cardsQueryOptions } from '~/features/cards/api/cards'
import { CardsPage } from '~/features/cards/components/cards-page'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'

export const Route = createFileRoute('/{-$locale}/cards/')({
  validateSearch: searchParams({
    page: listPageParam,
  }),
  // Defaults stay out of the address, so each page has one URL.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await queryClient.ensureQueryData(cardsQueryOptions(services.api, deps.page))
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/cards',
      query: { page: match.search.page > 1 ? match.search.page : undefined },
      title: msg`All sites with free skins`,
      description: msg`Every site with free skins, bonuses, free cases and promocodes for CS2, Rust and Dota 2 in one list.`,
    }),
  pendingComponent: () => <ListSkeleton variant="tile" />,
  component: CardsRoute,
})

function CardsRoute() {
  const { page } = Route.useSearch()
  return <CardsPage page={page} />
}
