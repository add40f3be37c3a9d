import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { listPageParam, textParam, searchParams } from '~/shared/lib/url-state'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { searchQueryOptions, searchText } from '~/features/search/api/search'
import { preloadSearchPageParts, SearchPage } from '~/features/search/components/page/search-page'
import { loadAll } from '~/shared/lib/load-all'
import { DEFAULT_SEARCH_TYPE } from '~/features/search/lib/search-type'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: searchParams({
    search: textParam(''),
    /** `cards` or `articles`; another value is passed on and answers an empty list, as the API does. */
    type: textParam(DEFAULT_SEARCH_TYPE),
    page: listPageParam,
  }),
  // Defaults stay out of the address, so each page has one URL.
  search: { middlewares: [stripSearchParams({ search: '', type: DEFAULT_SEARCH_TYPE, page: 1 })] },
  loaderDeps: ({ search }) => ({ search: searchText(search.search), type: search.type, page: search.page }),
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      deps.search ? queryClient.ensureQueryData(searchQueryOptions(services.api, deps)) : Promise.resolve(),
      preloadSearchPageParts(),
    ])
  },
  head: ({ match }) => {
    const text = searchText(match.search.search)
    return pageHead({
      context: match.context,
      path: '/search',
      query: { search: text, type: match.search.type, page: match.search.page > 1 ? match.search.page : undefined },
      title: text ? msg`Search results for “${text}”` : msg`Search`,
      description: msg`Search sites with free skins and articles.`,
      noindex: true,
    })
  },
  pendingComponent: () => <ListSkeleton variant="row" />,
  component: SearchRoute,
})

function SearchRoute() {
  const { search, type, page } = Route.useSearch()
  return <SearchPage search={search} type={type} page={page} />
}
