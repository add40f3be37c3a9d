import { createFileRoute } from '@tanstack/react-router'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { msg } from '@lingui/core/macro'
import { pathSegment } from '~/shared/lib/url-state'
import { pageHead, firstText } from '~/app/seo/page-head'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { useApi } from '~/shared/services/app-services'
import { CasePage, preloadCasePageParts } from '~/features/cases/components/case-page'
import { caseQueryOptions } from '~/features/cases/api/case'
import { caseTasksQueryOptions } from '~/features/cases/api/case-tasks'
import { casesKeys } from '~/features/cases/api/keys'
import { lastDroppedItemsQueryOptions } from '~/features/cases/api/last-dropped-items'
import { TaskList } from '~/features/tasks/components/task-list'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

export const Route = createFileRoute('/{-$locale}/games/cases/$slug')({
  params: {
    parse: (raw) => {
      const slug = pathSegment(raw.slug)
      return slug !== false && { slug }
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient, services }, params: { slug } }) => {
    const [core, item] = await loadAll([
      queryClient.ensureQueryData(coreQueryOptions(services.api)),
      queryClient.ensureQueryData(caseQueryOptions(services.api, slug)),
      queryClient.ensureQueryData(lastDroppedItemsQueryOptions(services.api)),
      preloadCasePageParts(),
    ])
    // Tasks are per user: a guest is asked to sign in instead.
    if (core.currentUser) await queryClient.ensureQueryData(caseTasksQueryOptions(services.api, slug))
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    return {
      title: firstText(item.seoTitle, item.title),
      description: firstText(item.seoDescription),
      image: item.preview,
    }
  },
  head: ({ match, params: { slug }, loaderData }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/games/cases/${slug}`,
      title: loaderData?.title || msg`Free case`,
      description: loaderData?.description || msg`Open a free case with a skin: complete the tasks and try your luck.`,
      image: loaderData?.image,
    }),
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: CaseRoute,
})

// The same element in every render: the deferred parts are not re-rendered before their code has hydrated them.
const signIn = <SignInButton />

/** The case page with its task list and the way in for guests: three features, composed here. */
function CaseRoute() {
  const { slug } = Route.useParams()
  const api = useApi()
  return (
    <CasePage
      slug={slug}
      tasks={<TaskList query={caseTasksQueryOptions(api, slug)} related={[casesKeys.detail(slug)]} signIn={signIn} />}
      signIn={signIn}
    />
  )
}
