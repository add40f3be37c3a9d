import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { useApi } from '~/shared/services/app-services'
import { clsx } from '~/shared/lib/clsx'
import { ItemStrip, StripPicture, StripUser, itemStripCardClass } from '~/shared/ui/item-strip/item-strip'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { lastDroppedItemsQueryOptions } from '../api/last-dropped-items'
import { ProofLink } from '../fair/components/proof-link'
import styles from './last-dropped-items.module.css'

/** A strip of the latest drops from cases, with who got them; each opens its proof. */
export function LastDroppedItems() {
  const { t } = useLingui()
  const items = useSuspenseQuery(lastDroppedItemsQueryOptions(useApi())).data
  return (
    <ItemStrip
      titleId="last-drops-title"
      title={<Trans>Last drops</Trans>}
      emptyText={<Trans>Nothing has dropped yet.</Trans>}
      items={items}
      itemKey={(item) => item.id}
      entryClassName={styles.entry}
      renderItem={(item) => {
        const name = item.user.steam_name
        return (
          <ProofLink
            dropId={item.id}
            caseSlug={item.caseSlug}
            proof={item.proof}
            className={clsx(itemStripCardClass, styles.drop)}
            style={{ '--rarity': rarityColor(item.rarity_color) } as CSSProperties}
            aria-label={t`Check the drop of ${name}`}
          >
            <StripPicture image={item.image} />
            <StripUser avatar={item.user.steam_avatar} name={name} />
          </ProofLink>
        )
      }}
    />
  )
}
