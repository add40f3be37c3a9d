import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { casesQueryOptions } from '~/features/cases/api/cases'
import { caseQueryOptions } from '~/features/cases/api/case'
import { dropProofQueryOptions } from '~/features/cases/fair/api/drop-proof'
import { FairPage } from '~/features/cases/fair/components/fair-page'
import { preloadDropCheckParts } from '~/features/cases/fair/components/drop-check'
import { loadAll } from '~/shared/lib/load-all'
import { optionalCountParam, optionalPageParam, optionalTextParam, searchParams } from '~/shared/lib/url-state'

export const Route = createFileRoute('/{-$locale}/games/fair')({
  validateSearch: searchParams({
    drop: optionalPageParam,
    case: optionalTextParam,
    serverSeed: optionalTextParam,
    clientSeed: optionalTextParam,
    nonce: optionalCountParam,
  }),
  loaderDeps: ({ search }) => ({ drop: search.drop, case: search.case }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    // Not ensured: a drop or case that fails to load shows its error where the result goes.
    await loadAll([
      queryClient.ensureQueryData(casesQueryOptions(services.api, 1)),
      deps.drop !== undefined
        ? queryClient.prefetchQuery(dropProofQueryOptions(services.api, deps.drop))
        : deps.case
          ? queryClient.prefetchQuery(caseQueryOptions(services.api, deps.case))
          : Promise.resolve(),
      preloadDropCheckParts(),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/games/fair',
      title: msg`Provably fair drops`,
      description: msg`How every case drop is drawn, and how to check any drop yourself in the browser.`,
      noindex: match.search.drop !== undefined || match.search.serverSeed !== undefined,
    }),
  component: FairRoute,
})

function FairRoute() {
  return <FairPage search={Route.useSearch()} />
}
