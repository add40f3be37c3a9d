import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { GameModesPage } from '~/features/game-modes/components/game-modes-page'
import { LastDroppedItems } from '~/features/cases/components/last-dropped-items'
import { lastDroppedItemsQueryOptions } from '~/features/cases/api/last-dropped-items'
import { TopCases } from '~/features/cases/components/top-cases'
import { topCasesQueryOptions } from '~/features/cases/api/top-cases'
import { LastGameGiveaways } from '~/features/giveaways/components/last-game-giveaways'
import { lastGiveawaysQueryOptions } from '~/features/giveaways/api/last-giveaways'
import { loadAll } from '~/shared/lib/load-all'

export const Route = createFileRoute('/{-$locale}/games/')({
  loader: async ({ context: { queryClient, services } }) => {
    await loadAll([
      queryClient.ensureQueryData(lastDroppedItemsQueryOptions(services.api)),
      queryClient.ensureQueryData(topCasesQueryOptions(services.api)),
      queryClient.ensureQueryData(lastGiveawaysQueryOptions(services.api, 'games')),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/games',
      title: msg`Game modes: free cases and giveaways`,
      description: msg`Open free cases with skins and take game keys and promocodes in giveaways.`,
    }),
  component: GamesRoute,
})

/** The hub shows parts of two features, so the route composes them. */
function GamesRoute() {
  return (
    <GameModesPage topCases={<TopCases />} lastDrops={<LastDroppedItems />} lastGiveaways={<LastGameGiveaways />} />
  )
}
