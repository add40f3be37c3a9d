import { lazy, Suspense, useEffect, useRef, useState } from 'react'
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
  const purchase = useRef<{ key: string; items: typeof items } | null>(null)

  // The bought item's card, and the Buy button the dialog gives the focus back to, leave the list
  // when it is fetched again, which may come before or after the dialog has closed. Once both have
  // happened and the card is gone, the keyboard stays in the list rather than at the top of the page.
  useEffect(() => {
    const bought = purchase.current
    if (!bought || confirming) return
    const cardLeft = !items.some((item) => itemKey(item) === bought.key)
    if (!cardLeft && items === bought.items) return
    purchase.current = null
    if (cardLeft && !listRef.current?.contains(document.activeElement)) listRef.current?.focus()
  }, [items, confirming])

  const onBought = (item: Schemas['ShopItem']) => {
    const name = item.market_hash_name
    purchase.current = { key: itemKey(item), items }
    setConfirming(null)
    toasts.show(t`Bought: ${name}. It will be sent to your tradelink.`, 'success')
  }

  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={<Trans>No items match these filters.</Trans>} />
      ) : (
        <div className={styles.wrap} ref={listRef} tabIndex={-1}>
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={itemKey(item)} className={styles.entry}>
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
            key={itemKey(confirming)}
            item={confirming}
            onCancel={() => setConfirming(null)}
            onBought={onBought}
          />
        </Suspense>
      )}
    </>
  )
}

const itemKey = (item: Schemas['ShopItem']) => `${item.class_id}-${item.instance_id}`
