import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { firstText, pageHead } from '~/app/seo/page-head'
import { articleQueryOptions } from '~/features/articles/api/article'
import { ArticlePage } from '~/features/articles/components/article-page'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { commentsQueryOptions } from '~/features/comments/api/comments'
import { LazyCommentsSection } from '~/features/comments/components/lazy-comments-section'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'
import { articlesKeys } from '~/features/articles/api/keys'

export const Route = createFileRoute('/{-$locale}/articles/$slug')({
  // Loading an article counts a view: a hover must not count as one.
  preload: false,
  loader: async ({ context: { queryClient, services, locale }, params }) => {
    const { api } = services
    const [article] = await loadAll([
      queryClient.ensureQueryData(articleQueryOptions(api, params.slug)),
      queryClient.prefetchInfiniteQuery(commentsQueryOptions(api, 'articles', params.slug)),
      LazyBanners.preload(),
      LazyCommentsSection.preload(),
    ])
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    return {
      title: firstText(article.seo_title_locales[locale], article.seo_title, article.title),
      description: firstText(article.seo_description_locales[locale], article.seo_description, article.description),
      image: article.preview,
    }
  },
  head: ({ match, params, loaderData }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/articles/${params.slug}`,
      title: loaderData?.title || msg`Article`,
      description: loaderData?.description,
      image: loaderData?.image,
      type: 'article',
    }),
  pendingComponent: () => <ListSkeleton variant="row" />,
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: ArticleRoute,
})

// The same element in every render: the comments are not re-rendered before their code has hydrated them.
const signIn = <SignInButton />

function ArticleRoute() {
  const { slug } = Route.useParams()
  const ratingQueryKeys = useMemo(() => [articlesKeys.detail(slug)], [slug])
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
