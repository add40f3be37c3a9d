import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { optionalPageParam, searchParams } from '~/shared/lib/url-state'
import { pageHead } from '~/app/seo/page-head'
import { CasesPage } from '~/features/cases/components/cases-page'
import { casesQueryOptions } from '~/features/cases/api/cases'
import { lastDroppedItemsQueryOptions } from '~/features/cases/api/last-dropped-items'
import { loadAll } from '~/shared/lib/load-all'

const searchSchema = searchParams({
  page: optionalPageParam,
})

export const Route = createFileRoute('/{-$locale}/games/cases/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      queryClient.ensureQueryData(casesQueryOptions(services.api, deps.page)),
      queryClient.ensureQueryData(lastDroppedItemsQueryOptions(services.api)),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/games/cases',
      query: { page: match.search.page },
      title: msg`Free cases`,
      description: msg`Complete simple tasks or enter a promocode and open a free case with a CS2 skin.`,
    }),
  component: CasesRoute,
})

function CasesRoute() {
  const { page } = Route.useLoaderDeps()
  return <CasesPage page={page} />
}
