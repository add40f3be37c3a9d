import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listPageParam, searchParams } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { firstText, pageHead } from '~/app/seo/page-head'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { categoryQueryOptions } from '~/features/categories/api/category'
import { subcategoriesQueryOptions } from '~/features/categories/api/subcategories'
import { subcategoryQueryOptions } from '~/features/categories/api/subcategory'
import { SubcategoryPage } from '~/features/categories/components/subcategory-page'
import { categoryCardsQueryOptions } from '~/features/cards/api/category-cards'
import { CategoryCardList } from '~/features/cards/components/category-card-list'
import { requestedPageCount } from '~/features/cards/lib/use-url-pages'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { loadAll } from '~/shared/lib/load-all'
import { NotFoundPage } from '~/app/error-pages/not-found-page'

export const Route = createFileRoute('/{-$locale}/$slug/$subcategorySlug')({
  params: {
    // `/en/x` is the English page of category x, never a Russian page of a category called "en".
    parse: (raw: { slug: string; subcategorySlug: string; locale?: string }) =>
      raw.locale === undefined && raw.slug === 'en' ? false : { slug: raw.slug, subcategorySlug: raw.subcategorySlug },
    stringify: (params) => params,
  },
  validateSearch: searchParams({
    page: listPageParam,
  }),
  // Defaults stay out of the address, so each page has one URL.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient, services }, params, deps }) => {
    const { api } = services
    const [category, subcategory] = await loadAll([
      queryClient.ensureQueryData(categoryQueryOptions(api, params.slug)),
      queryClient.ensureQueryData(subcategoryQueryOptions(api, params.slug, params.subcategorySlug)),
      queryClient.ensureQueryData(subcategoriesQueryOptions(api, params.slug)),
      queryClient.ensureInfiniteQueryData({
        ...categoryCardsQueryOptions(api, params.slug, params.subcategorySlug),
        pages: requestedPageCount(deps.page),
      }),
      LazyBanners.preload(),
    ])
    // What the head shows, not the whole record: the loader's answer goes to the browser with the page.
    return {
      ownName: `${subcategory.name} — ${category.name}`,
      seo_title: subcategory.seo_title,
      seo_description: firstText(subcategory.seo_description, category.seo_description),
      image: category.image,
    }
  },
  head: ({ match, params, loaderData: page }) =>
    pageHead({
      context: match.context,
      status: match.status,
      path: `/${params.slug}/${params.subcategorySlug}`,
      query: { page: match.search.page > 1 ? match.search.page : undefined },
      title: firstText(page?.seo_title, page?.ownName) || msg`Category`,
      description: page?.seo_description || (page ? msg`Sites with free skins and bonuses: ${page.ownName}.` : null),
      image: page?.image,
    }),
  pendingComponent: () => <ListSkeleton variant="tile" />,
  // Its own, so a page the API does not have is this route's not-found (see loadAll).
  notFoundComponent: NotFoundPage,
  component: SubcategoryRoute,
})

function SubcategoryRoute() {
  const { slug, subcategorySlug } = Route.useParams()
  const { page } = Route.useSearch()
  return (
    <>
      <LazyBanners position="top" />
      <SubcategoryPage
        categorySlug={slug}
        subcategorySlug={subcategorySlug}
        renderCards={(subcategory) => (
          <CategoryCardList
            categorySlug={slug}
            subcategorySlug={subcategorySlug}
            page={page}
            visitLabel={subcategory.button_text}
          />
        )}
      />
      <LazyBanners position="bottom" />
    </>
  )
}
