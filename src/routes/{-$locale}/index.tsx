import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HomePage, preloadHomePageParts } from '~/app/home/home-page'
import { LazyTurnedAwayNotice } from '~/features/auth/components/lazy-turned-away-notice'
import { pageHead } from '~/app/seo/page-head'
import { topCardsQueryOptions } from '~/features/cards/api/top-cards'
import { topCasesQueryOptions } from '~/features/cases/api/top-cases'
import { loadAll } from '~/shared/lib/load-all'
import { turnedAwaySearch } from '~/shared/lib/turn-away'
import { searchParams } from '~/shared/lib/url-state'

export const Route = createFileRoute('/{-$locale}/')({
  // A guard that turned the visitor away says why (shared/lib/turn-away).
  validateSearch: searchParams(turnedAwaySearch),
  loaderDeps: ({ search }) => ({ denied: search.denied }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      queryClient.ensureQueryData(topCardsQueryOptions(services.api)),
      queryClient.ensureQueryData(topCasesQueryOptions(services.api)),
      preloadHomePageParts(),
      deps.denied ? LazyTurnedAwayNotice.preload() : Promise.resolve(),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/',
      title: msg`Free CS2, Rust and Dota 2 skins: sites, cases and giveaways`,
      description: msg`Checked sites that give free skins, fresh promocodes, free cases and giveaways of game keys.`,
    }),
  component: HomeRoute,
})

function HomeRoute() {
  const { denied, from } = Route.useSearch()
  return <HomePage notice={denied && <LazyTurnedAwayNotice reason={denied} from={from} />} />
}
