import { createFileRoute } from '@tanstack/react-router'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { msg } from '@lingui/core/macro'
import { pathSegment } from '~/shared/lib/url-state'
import { pageHead, firstText } from '~/app/seo/page-head'
import { coreQueryOptions } from '~/shared/core-data/core-query'
import { useApi } from '~/shared/services/app-services'
import { GiveawayPage, preloadGiveawayPageParts } from '~/features/giveaways/components/giveaway-page'
import { giveawayQueryOptions } from '~/features/giveaways/api/giveaway'
import { giveawayTasksQueryOptions } from '~/features/giveaways/api/giveaway-tasks'
import { giveawaysKeys } from '~/features/giveaways/api/keys'
import { lastRewardsQueryOptions } from '~/features/giveaways/api/last-rewards'
import { TaskList } from '~/features/tasks/components/task-list'
import { CheckLevelButton } from '~/features/profile/components/check-level-button'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

export const Route = createFileRoute('/{-$locale}/games/giveaways/$type/$slug')({
  params: {
    parse: (raw) => {
      const slug = pathSegment(raw.slug)
      return slug !== false && { slug }
    },
    stringify: (params) => params,
  },
  loader: async ({ context: { queryClient, services }, params: { type, slug } }) => {
    const [core, giveaway] = await loadAll([
      queryClient.ensureQueryData(coreQueryOptions(services.api)),
      queryClient.ensureQueryData(giveawayQueryOptions(services.api, slug)),
      queryClient.ensureQueryData(lastRewardsQueryOptions(services.api, type)),
      preloadGiveawayPageParts(),
    ])
    // Tasks are per user: a guest is asked to sign in instead.
    if (core.currentUser) await queryClient.ensureQueryData(giveawayTasksQueryOptions(services.api, slug))
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    return {
      title: firstText(giveaway.seoTitle, giveaway.title),
      description: firstText(giveaway.seoDescription, giveaway.description),
      image: giveaway.preview,
    }
  },
  head: ({ match, params: { type, slug }, loaderData }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/games/giveaways/${type}/${slug}`,
      title: loaderData?.title || msg`Giveaway`,
      description: loaderData?.description,
      image: loaderData?.image,
    }),
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: GiveawayRoute,
})

// The same element in every render: the deferred parts are not re-rendered before their code has hydrated them.
const signIn = <SignInButton />

/** The giveaway page with its task list, the profile's level check and the way in for guests: four features, composed here. */
function GiveawayRoute() {
  const { slug } = Route.useParams()
  const api = useApi()
  return (
    <GiveawayPage
      slug={slug}
      tasks={
        <TaskList query={giveawayTasksQueryOptions(api, slug)} related={[giveawaysKeys.detail(slug)]} signIn={signIn} />
      }
      checkLevel={<CheckLevelButton variant="primary" />}
      signIn={signIn}
    />
  )
}
