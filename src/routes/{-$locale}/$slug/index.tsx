import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listPageParam, optionalTextParam, searchParams } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { firstText, pageHead } from '~/app/seo/page-head'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { categoryQueryOptions } from '~/features/categories/api/category'
import { subcategoriesQueryOptions } from '~/features/categories/api/subcategories'
import { CategoryPage } from '~/features/categories/components/category-page'
import { categoryCardsQueryOptions } from '~/features/cards/api/category-cards'
import { CategoryCardList } from '~/features/cards/components/category-card-list'
import { requestedPageCount } from '~/features/cards/lib/use-url-pages'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

export const Route = createFileRoute('/{-$locale}/$slug/')({
  params: {
    // `/en/x` is the English page of category x, never a Russian page of a category called "en".
    parse: (raw: { slug: string; locale?: string }) =>
      raw.locale === undefined && raw.slug === 'en' ? false : { slug: raw.slug },
    stringify: (params) => params,
  },
  validateSearch: searchParams({
    /** How many pages of the list are shown ("load more" appends one). */
    page: listPageParam,
    subcategory: optionalTextParam,
  }),
  // Defaults stay out of the address, so each page has one URL.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page, subcategory: search.subcategory }),
  loader: async ({ context: { queryClient, services }, params, deps }) => {
    const [category] = await loadAll([
      queryClient.ensureQueryData(categoryQueryOptions(services.api, params.slug)),
      queryClient.ensureQueryData(subcategoriesQueryOptions(services.api, params.slug)),
      queryClient.ensureInfiniteQueryData({
        ...categoryCardsQueryOptions(services.api, params.slug, deps.subcategory),
        pages: requestedPageCount(deps.page),
      }),
      LazyBanners.preload(),
    ])
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    const { name, seo_title, seo_description, image } = category
    return { name, seo_title, seo_description, image }
  },
  head: ({ match, params, loaderData: category }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/${params.slug}`,
      query: { subcategory: match.search.subcategory, page: match.search.page > 1 ? match.search.page : undefined },
      title: firstText(category?.seo_title, category?.name) || msg`Category`,
      description:
        firstText(category?.seo_description) ||
        (category ? msg`Sites with free skins and bonuses: ${category.name}.` : null),
      image: category?.image,
    }),
  pendingComponent: () => <ListSkeleton variant="tile" />,
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { slug } = Route.useParams()
  const { page, subcategory } = Route.useSearch()
  return (
    <>
      <LazyBanners position="top" />
      <CategoryPage slug={slug} subcategory={subcategory}>
        <CategoryCardList categorySlug={slug} subcategorySlug={subcategory} page={page} />
      </CategoryPage>
      <LazyBanners position="bottom" />
    </>
  )
}
