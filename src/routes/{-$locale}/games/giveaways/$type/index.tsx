import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { optionalEnumParam, optionalPageParam, searchParams } from '~/shared/lib/url-state'
import { pageHead } from '~/app/seo/page-head'
import { GiveawaysPage } from '~/features/giveaways/components/giveaways-page'
import { giveawaysQueryOptions } from '~/features/giveaways/api/giveaways'
import { giveawayTypeTitle } from '~/features/giveaways/lib/giveaway-labels'

const searchSchema = searchParams({
  page: optionalPageParam,
  status: optionalEnumParam(['active', 'ended']),
})

export const Route = createFileRoute('/{-$locale}/games/giveaways/$type/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: async ({ context: { queryClient, services }, params: { type }, deps }) => {
    await queryClient.ensureQueryData(giveawaysQueryOptions(services.api, { type, ...deps }))
  },
  head: ({ match, params: { type } }) =>
    pageHead({
      context: match.context,
      path: `/games/giveaways/${type}`,
      query: { page: match.search.page, status: match.search.status },
      title: giveawayTypeTitle[type],
      description:
        type === 'games'
          ? msg`Free game keys: complete the tasks and take a key while they last.`
          : msg`Free promocodes of partner sites: complete the tasks and take a code.`,
    }),
  component: GiveawaysRoute,
})

function GiveawaysRoute() {
  const { type } = Route.useParams()
  const { page, status } = Route.useLoaderDeps()
  return <GiveawaysPage type={type} status={status} page={page} />
}
