import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from '~/app/seo/page-head'
import { SignInButton } from '~/features/auth/components/sign-in-button'
import { preloadShopPageParts, ShopPage } from '~/features/shop/components/shop-page'
import { shopItemsQueryOptions } from '~/features/shop/api/shop-items'
import { lastDeliveredQueryOptions } from '~/features/shop/api/last-delivered'
import { shopSearchSchema, type ShopSearch } from '~/features/shop/lib/shop-search'
import { loadAll } from '~/shared/lib/load-all'

export const Route = createFileRoute('/{-$locale}/shop/')({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, services }, deps }) => {
    await loadAll([
      queryClient.ensureQueryData(lastDeliveredQueryOptions(services.api)),
      // Not ensured: items that fail to load show 'Error receiving items' with a retry on the page.
      queryClient.prefetchQuery(shopItemsQueryOptions(services.api, deps)),
      preloadShopPageParts(),
    ])
  },
  head: ({ match }) =>
    pageHead({
      context: match.context,
      path: '/shop',
      query: { page: match.search.page },
      title: msg`Skin shop`,
      description: msg`Spend the coins you earned on CS2, Rust and Dota 2 skins, delivered to your tradelink.`,
    }),
  component: ShopRoute,
})

function ShopRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Kept the same between renders: the filters are not re-rendered before their code has hydrated them.
  const onSearchChange = useCallback((next: ShopSearch) => void navigate({ search: next }), [navigate])
  return <ShopPage search={search} onSearchChange={onSearchChange} signIn={<SignInButton />} />
}
