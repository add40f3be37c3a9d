import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { optionalPageParam, searchParams } from '~/shared/lib/url-state'
import { pageHead } from '~/app/seo/page-head'
import { requireAccess } from '~/features/auth/lib/guards'
import { ProfilePage } from '~/features/profile/components/profile-page'
import { profileQueryOptions } from '~/features/profile/api/profile'
import { profileTradesQueryOptions } from '~/features/profile/api/profile-trades'
import { profileDropsQueryOptions } from '~/features/cases/fair/api/profile-drops'
import { fairnessSeedsQueryOptions } from '~/features/cases/fair/api/fairness-seeds'
import { FairnessSeedsCard } from '~/features/cases/fair/components/fairness-seeds-card'
import { DropsList } from '~/features/cases/fair/components/drops-list'
import { loadAll } from '~/shared/lib/load-all'

const searchSchema = searchParams({
  page: optionalPageParam,
  dropsPage: optionalPageParam,
})

export const Route = createFileRoute('/{-$locale}/profile/')({
  beforeLoad: requireAccess('signed-in'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, dropsPage: search.dropsPage ?? 1 }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      queryClient.ensureQueryData(profileQueryOptions(services.api)),
      // Not ensured: trades that fail to load show 'Error receiving items' with a retry on the page.
      queryClient.prefetchQuery(profileTradesQueryOptions(services.api, deps.page)),
      queryClient.prefetchQuery(profileDropsQueryOptions(services.api, deps.dropsPage)),
      queryClient.prefetchQuery(fairnessSeedsQueryOptions(services.api)),
    ])
  },
  head: ({ match }) => pageHead({ context: match.context, path: '/profile', title: msg`Profile`, noindex: true }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { page, dropsPage } = Route.useLoaderDeps()
  // The seeds and drops come from the cases feature; the profile page only places them.
  return (
    <ProfilePage
      tradesPage={page}
      fairness={<FairnessSeedsCard />}
      drops={<DropsList key={dropsPage} page={dropsPage} />}
    />
  )
}
