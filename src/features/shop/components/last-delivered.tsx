import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Coins } from '~/shared/ui/coins/coins'
import { lastDeliveredQueryOptions } from '../api/last-delivered'
import styles from './last-delivered.module.css'

/** Items the shop delivered lately, to whom (fetched once per visit). */
export function LastDelivered() {
  const trades = useSuspenseQuery(lastDeliveredQueryOptions(useApi())).data
  return (
    <section className={styles.section} aria-labelledby="last-delivered-title">
      <h2 id="last-delivered-title" className={styles.title}>
        <Trans>Recently delivered</Trans>
      </h2>
      {trades.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nothing delivered yet.</Trans>
        </p>
      ) : (
        // Focusable, so the strip can be scrolled from the keyboard.
        <ul className={styles.list} tabIndex={0} aria-labelledby="last-delivered-title">
          {trades.map((trade) => {
            const image = safeImageUrl(trade.image)
            const avatar = safeImageUrl(trade.user.steam_avatar)
            return (
              <li key={trade.id} className={styles.item}>
                {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
                <span className={styles.name}>{trade.market_hash_name}</span>
                <Coins amount={trade.price} className={styles.price} />
                <span className={styles.user}>
                  {avatar && <img className={styles.avatar} src={avatar} alt="" loading="lazy" decoding="async" />}
                  <span className={styles.userName}>{trade.user.steam_name}</span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
