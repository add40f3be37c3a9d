import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HomePage, preloadHomePageParts } from '~/app/home/home-page'
import { pageHead } from '~/app/seo/page-head'
import { topCardsQueryOptions } from '~/features/cards/api/top-cards'
import { topCasesQueryOptions } from '~/features/cases/api/top-cases'
import { loadAll } from '~/shared/lib/load-all'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { queryClient, services } }) => {
    await loadAll([
      queryClient.ensureQueryData(topCardsQueryOptions(services.api)),
      queryClient.ensureQueryData(topCasesQueryOptions(services.api)),
      preloadHomePageParts(),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/',
      title: msg`Free CS2, Rust and Dota 2 skins: sites, cases and giveaways`,
      description: msg`Checked sites that give free skins, fresh promocodes, free cases and giveaways of game keys.`,
    }),
  component: HomePage,
})
