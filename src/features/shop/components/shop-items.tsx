import { lazy, Suspense, useRef, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useApi, useToasts } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { shopItemsQueryOptions } from '../api/shop-items'
import type { ShopSearch } from '../lib/shop-search'
import { ShopItemCard } from './shop-item-card'
import styles from './shop-items.module.css'

// Opened by a click only: the dialog (and the modal under it) load then, not with the shop.
const BuyConfirmDialog = lazy(() =>
  import('./buy-confirm-dialog').then((module) => ({ default: module.BuyConfirmDialog })),
)

/**
 * The items on sale for the current filters, a page at a time. The list, not the card, asks
 * for the confirmation: a bought item leaves the list, and the dialog must outlive its card.
 */
export function ShopItems({ search }: { search: ShopSearch }) {
  const { t } = useLingui()
  const toasts = useToasts()
  const { data: items, pagination } = useSuspenseQuery(shopItemsQueryOptions(useApi(), search)).data
  const [confirming, setConfirming] = useState<Schemas['ShopItem'] | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const onBought = (item: Schemas['ShopItem']) => {
    const name = item.market_hash_name
    setConfirming(null)
    toasts.show(t`Bought: ${name}. It will be sent to your tradelink.`, 'success')
    // The bought item's card (and the button that opened the dialog) is gone: keep the
    // keyboard in the list rather than at the top of the page.
    requestAnimationFrame(() => {
      if (!listRef.current?.contains(document.activeElement)) listRef.current?.focus()
    })
  }

  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={<Trans>No items match these filters.</Trans>} />
      ) : (
        <div className={styles.wrap} ref={listRef} tabIndex={-1}>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={`${item.class_id}-${item.instance_id}`} className={styles.entry}>
                <ShopItemCard item={item} onBuy={setConfirming} />
              </li>
            ))}
          </ul>
          {/* The shop API counts pages from 0; the URL and the visitor count from 1. */}
          <Pagination page={pagination.current_page + 1} lastPage={pagination.last_page + 1} label={t`Shop pages`} />
        </div>
      )}
      {confirming && (
        <Suspense>
          <BuyConfirmDialog
            key={`${confirming.class_id}-${confirming.instance_id}`}
            item={confirming}
            onCancel={() => setConfirming(null)}
            onBought={onBought}
          />
        </Suspense>
      )}
    </>
  )
}
