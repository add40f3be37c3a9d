import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { Coins } from '~/shared/ui/coins/coins'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import type { ShopSearch } from '../lib/shop-search'
import { shopApiPage, toShopItemsFilter } from '../lib/shop-filter'
import { ShopItems } from './shop-items'
import { LastDelivered } from './last-delivered'
import { ShopGuestNotice } from './shop-guest-notice'
import styles from './shop-page.module.css'

// The filters are a form: they and the form library (about 17 KB gzip) hydrate after the items.
const ShopFilters = lazyHydrated(() => import('./shop-filters').then((module) => module.ShopFilters))

/** For the route's loader: the code of the filters, so a navigation shows the page whole. */
export function preloadShopPageParts(): Promise<unknown> {
  return ShopFilters.preload()
}

export interface ShopPageProps {
  search: ShopSearch
  /** Puts new filters or order into the URL (the page links do so themselves). */
  onSearchChange: (next: ShopSearch) => void
  /** The sign-in button offered to guests, composed by the route from the auth feature. */
  signIn?: ReactNode
}

/** The skin shop: filters in the URL, items for coins, and what was delivered lately. */
export function ShopPage({ search, onSearchChange, signIn }: ShopPageProps) {
  const { t } = useLingui()
  const user = useCurrentUser()
  // A new filter or page gets a fresh boundary: a failure of the previous one is not carried over.
  const listKey = JSON.stringify([toShopItemsFilter(search), shopApiPage(search)])

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Skin shop</Trans>
        </h1>
        {user && (
          <p className={styles.balance}>
            <Trans>
              Your balance: <Coins amount={user.balance} className={styles.coins} />
            </Trans>
          </p>
        )}
      </header>
      {!user && <ShopGuestNotice signIn={signIn} />}
      <LastDelivered />
      {/* Keyed by the URL state, so the back button also resets the form to what the list shows. */}
      <ShopFilters key={listKey} search={search} onApply={onSearchChange} />
      <section aria-label={t`Items on sale`}>
        <QueryBoundary
          key={listKey}
          fallback={<ListSkeleton variant="tile" count={12} label={t`Loading items…`} />}
          errorTitle={<Trans>Error receiving items</Trans>}
        >
          <ShopItems search={search} />
        </QueryBoundary>
      </section>
    </div>
  )
}
