import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { ItemRow, ItemRowList } from '~/shared/ui/item-row/item-row'
import { profileTradesQueryOptions } from '../api/profile-trades'
import { tradeStatusLabel } from '../lib/trade-status-label'
import { Pagination } from '~/shared/ui/pagination/pagination'
import styles from './trades-list.module.css'

/**
 * The user's items: case drops sold or sent and shop purchases, with their trade status. A
 * trade that ended in `error` says why it may have failed and what to check.
 */
export function TradesList({ page }: { page: number }) {
  const { t, i18n } = useLingui()
  const { data: trades, pagination } = useSuspenseQuery(profileTradesQueryOptions(useApi(), page)).data
  if (trades.length === 0) {
    return <EmptyState title={<Trans>No items yet: open a case or visit the shop.</Trans>} />
  }
  return (
    <div className={styles.wrap}>
      <ItemRowList>
        {trades.map((trade) => (
          <ItemRow
            key={trade.id}
            className={clsx(styles.row, trade.status === 'error' && styles.failed)}
            image={trade.image}
            rarity={trade.rarityColor}
            name={trade.marketHashName}
            price={trade.price}
            date={trade.createdAt}
          >
            <span className={clsx(styles.status, styles[trade.status])}>{i18n._(tradeStatusLabel[trade.status])}</span>
            {trade.status === 'error' && (
              <p className={styles.problem}>
                <Trans>
                  Not delivered: Steam refused the trade offer. Make sure the tradelink in your profile is your own and
                  your inventory is public.
                </Trans>
              </p>
            )}
          </ItemRow>
        ))}
      </ItemRowList>
      <Pagination page={pagination.current_page} lastPage={pagination.last_page} label={t`Item pages`} />
    </div>
  )
}
