import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { shopItemsQueryOptions } from '../api/shop-items'
import type { ShopSearch } from '../lib/shop-search'
import { ShopItemCard } from './shop-item-card'
import { Pagination } from '~/shared/ui/pagination/pagination'
import styles from './shop-items.module.css'


/** The items on sale for the current filters, a page at a time. */
export function ShopItems({ search }: { search: ShopSearch }) {
  const { t } = useLingui()
  const { data: items, pagination } = useSuspenseQuery(shopItemsQueryOptions(useApi(), search)).data
  if (items.length === 0) {
    return <EmptyState title={<Trans>No items match these filters.</Trans>} />
  }
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={`${item.class_id}-${item.instance_id}`}>
            <ShopItemCard item={item} />
          </li>
        ))}
      </ul>
      {/* The shop API counts pages from 0; the URL and the visitor count from 1. */}
      <Pagination page={pagination.current_page + 1} lastPage={pagination.last_page + 1} label={t`Shop pages`} />
    </div>
  )
}
