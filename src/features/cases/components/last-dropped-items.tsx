import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { useApi } from '~/shared/services/app-services'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { lastDroppedItemsQueryOptions } from '../api/last-dropped-items'
import styles from './last-dropped-items.module.css'

/** A strip of the latest drops from cases, with who got them. */
export function LastDroppedItems() {
  const items = useSuspenseQuery(lastDroppedItemsQueryOptions(useApi())).data
  return (
    <section className={styles.strip} aria-labelledby="last-drops-title">
      <h2 id="last-drops-title" className={styles.title}>
        <Trans>Last drops</Trans>
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nothing has dropped yet.</Trans>
        </p>
      ) : (
        // Focusable, so the strip can be scrolled from the keyboard.
        <ul className={styles.list} tabIndex={0} aria-labelledby="last-drops-title">
          {items.map((item) => {
            const image = safeImageUrl(item.image)
            const avatar = safeImageUrl(item.user.steam_avatar)
            const name = item.user.steam_name
            return (
              <li key={item.id} className={styles.item} style={{ '--rarity': rarityColor(item.rarity_color) } as CSSProperties}>
                {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
                <span className={styles.user}>
                  {avatar && <img className={styles.avatar} src={avatar} alt="" loading="lazy" decoding="async" />}
                  <span className={styles.name} title={name}>
                    {name}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
