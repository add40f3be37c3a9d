import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { Coins } from '~/shared/ui/coins/coins'
import { ItemStrip, StripPicture, StripUser, itemStripCardClass } from '~/shared/ui/item-strip/item-strip'
import { lastDeliveredQueryOptions } from '../api/last-delivered'
import styles from './last-delivered.module.css'

/** Items the shop delivered lately, to whom (fetched once per visit). */
export function LastDelivered() {
  const trades = useSuspenseQuery(lastDeliveredQueryOptions(useApi())).data
  return (
    <ItemStrip
      titleId="last-delivered-title"
      title={<Trans>Recently delivered</Trans>}
      emptyText={<Trans>Nothing delivered yet.</Trans>}
      items={trades}
      itemKey={(trade) => trade.id}
      entryClassName={styles.entry}
      focusable
      renderItem={(trade) => (
        <div className={clsx(itemStripCardClass, styles.delivery)}>
          <StripPicture image={trade.image} />
          <span className={styles.name}>{trade.market_hash_name}</span>
          <Coins amount={trade.price} className={styles.price} />
          <StripUser avatar={trade.user.steam_avatar} name={trade.user.steam_name} />
        </div>
      )}
    />
  )
}
