import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { firstText, pageHead } from '~/app/seo/page-head'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { cardQueryOptions } from '~/features/cards/api/card'
import { similarCardsQueryOptions } from '~/features/cards/api/similar-cards'
import { CardPage, preloadCardPageParts } from '~/features/cards/components/card-page'
import { commentsQueryOptions } from '~/features/comments/api/comments'
import { LazyCommentsSection } from '~/features/comments/components/lazy-comments-section'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { cardsKeys } from '~/features/cards/api/keys'

export const Route = createFileRoute('/{-$locale}/cards/$slug')({
  loader: async ({ context: { queryClient, services }, params }) => {
    const { api } = services
    // The card decides the page (a missing one is a 404); similar cards and reviews are
    // prefetched alongside, and their own sections handle a failure.
    const [card] = await loadAll([
      queryClient.ensureQueryData(cardQueryOptions(api, params.slug)),
      queryClient.prefetchQuery(similarCardsQueryOptions(api, params.slug)),
      queryClient.prefetchInfiniteQuery(commentsQueryOptions(api, 'cards', params.slug)),
      LazyBanners.preload(),
      LazyCommentsSection.preload(),
      preloadCardPageParts(),
    ])
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    return {
      title: firstText(card.seoTitle, card.fullTitle, card.title),
      description: firstText(card.seoDescription, card.description),
      image: card.preview,
    }
  },
  head: ({ match, params, loaderData }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/cards/${params.slug}`,
      title: loaderData?.title || msg`Site with free skins`,
      description: loaderData?.description,
      image: loaderData?.image,
      type: 'article',
    }),
  pendingComponent: () => <ListSkeleton variant="row" />,
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: CardRoute,
})

// The same element in every render: the comments are not re-rendered before their code has hydrated them.
const signIn = <SignInButton />

function CardRoute() {
  const { slug } = Route.useParams()
  const ratingQueryKeys = useMemo(() => [cardsKeys.detail(slug)], [slug])
  return (
    <>
      <LazyBanners position="top" />
      <CardPage slug={slug}>
        <LazyBanners position="middle" />
        <LazyCommentsSection target="cards" slug={slug} ratingQueryKeys={ratingQueryKeys} signIn={signIn} />
      </CardPage>
      <LazyBanners position="bottom" />
    </>
  )
}
