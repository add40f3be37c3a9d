import type { CSSProperties } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi, useLocale } from '~/shared/services/app-services'
import { formatDateTime } from '~/shared/lib/format'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { Coins } from '~/shared/ui/coins/coins'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
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
  const locale = useLocale()
  const { data: trades, pagination } = useSuspenseQuery(profileTradesQueryOptions(useApi(), page)).data
  if (trades.length === 0) {
    return <EmptyState title={<Trans>No items yet: open a case or visit the shop.</Trans>} />
  }
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {trades.map((trade) => {
          const image = safeImageUrl(trade.image)
          return (
            <li key={trade.id} className={clsx(styles.row, trade.status === 'error' && styles.failed)} style={{ '--rarity': rarityColor(trade.rarityColor) } as CSSProperties}>
              <span className={styles.picture}>{image && <img src={image} alt="" loading="lazy" decoding="async" />}</span>
              <span className={styles.name}>{trade.marketHashName}</span>
              <Coins amount={trade.price} className={styles.price} />
              <span className={clsx(styles.status, styles[trade.status])}>{i18n._(tradeStatusLabel[trade.status])}</span>
              <time className={styles.date} dateTime={trade.createdAt}>
                {formatDateTime(trade.createdAt, locale)}
              </time>
              {trade.status === 'error' && (
                <p className={styles.problem}>
                  <Trans>Not delivered: Steam refused the trade offer. Make sure the tradelink in your profile is your own and your inventory is public.</Trans>
                </p>
              )}
            </li>
          )
        })}
      </ul>
      <Pagination page={pagination.current_page} lastPage={pagination.last_page} label={t`Item pages`} />
    </div>
  )
}
