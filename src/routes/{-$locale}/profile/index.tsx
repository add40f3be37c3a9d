import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { optionalPageParam, searchParams } from '~/shared/lib/url-state'
import { pageHead } from '~/app/seo/page-head'
import { requireAccess } from '~/features/auth/guards'
import { ProfilePage } from '~/features/profile/components/profile-page'
import { profileQueryOptions } from '~/features/profile/api/profile'
import { profileTradesQueryOptions } from '~/features/profile/api/profile-trades'
import { loadAll } from '~/shared/lib/load-all'

const searchSchema = searchParams({
  page: optionalPageParam,
})

export const Route = createFileRoute('/{-$locale}/profile/')({
  beforeLoad: requireAccess('signed-in'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      queryClient.ensureQueryData(profileQueryOptions(services.api)),
      // Not ensured: trades that fail to load show 'Error receiving items' with a retry on the page.
      queryClient.prefetchQuery(profileTradesQueryOptions(services.api, deps.page)),
    ])
  },
  head: ({ match }) => pageHead({ context: match.context, path: '/profile', title: msg`Profile`, noindex: true }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { page } = Route.useLoaderDeps()
  return <ProfilePage tradesPage={page} />
}
