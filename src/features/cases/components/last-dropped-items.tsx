import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { useApi } from '~/shared/services/app-services'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { lastDroppedItemsQueryOptions } from '../api/last-dropped-items'
import { ProofLink } from '../fair/components/proof-link'
import styles from './last-dropped-items.module.css'

/** A strip of the latest drops from cases, with who got them; each opens its proof. */
export function LastDroppedItems() {
  const { t } = useLingui()
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
        // Its links take the keyboard along the strip.
        <ul className={styles.list} aria-labelledby="last-drops-title">
          {items.map((item) => {
            const image = safeImageUrl(item.image)
            const avatar = safeImageUrl(item.user.steam_avatar)
            const name = item.user.steam_name
            return (
              <li key={item.id} className={styles.entry} style={{ '--rarity': rarityColor(item.rarity_color) } as CSSProperties}>
                <ProofLink dropId={item.id} caseSlug={item.caseSlug} proof={item.proof} className={styles.item} aria-label={t`Check the drop of ${name}`}>
                  {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
                  <span className={styles.user}>
                    {avatar && <img className={styles.avatar} src={avatar} alt="" loading="lazy" decoding="async" />}
                    <span className={styles.name} title={name}>
                      {name}
                    </span>
                  </span>
                </ProofLink>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
