import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { firstText, pageHead } from '~/app/seo/page-head'
import { articleQueryKey, articleQueryOptions } from '~/features/articles/api/get-article'
import { ArticlePage } from '~/features/articles/components/article-page'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { commentsQueryOptions } from '~/features/comments/api/get-comments'
import { LazyCommentsSection } from '~/features/comments/components/lazy-comments-section'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

export const Route = createFileRoute('/{-$locale}/articles/$slug')({
  // Loading an article counts a view: a hover must not count as one.
  preload: false,
  loader: async ({ context: { queryClient, services }, params }) => {
    const { api } = services
    await loadAll([
      queryClient.ensureQueryData(articleQueryOptions(api, params.slug)),
      queryClient.prefetchInfiniteQuery(commentsQueryOptions(api, 'articles', params.slug)),
      LazyBanners.preload(),
      LazyCommentsSection.preload(),
    ])
  },
  head: ({ match, params }) => {
    const { queryClient, services, locale } = match.context
    const article = queryClient.getQueryData(articleQueryOptions(services.api, params.slug).queryKey)
    return pageHead({
      context: match.context,
      path: `/articles/${params.slug}`,
      title: firstText(article?.seo_title_locales[locale], article?.seo_title, article?.title) || msg`Article`,
      description: firstText(article?.seo_description_locales[locale], article?.seo_description, article?.description),
      image: article?.preview,
      type: 'article',
    })
  },
  pendingComponent: () => <ListSkeleton variant="row" />,
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: ArticleRoute,
})

// The same element in every render: the comments are not re-rendered before their code has hydrated them.
const signIn = <SignInButton />

function ArticleRoute() {
  const { slug } = Route.useParams()
  const ratingQueryKeys = useMemo(() => [articleQueryKey(slug)], [slug])
  return (
    <>
      <LazyBanners position="top" />
      <ArticlePage slug={slug}>
        <LazyBanners position="middle" />
        <LazyCommentsSection target="articles" slug={slug} ratingQueryKeys={ratingQueryKeys} signIn={signIn} />
      </ArticlePage>
      <LazyBanners position="bottom" />
    </>
  )
}
