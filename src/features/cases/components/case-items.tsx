import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { formatChance } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import styles from './case-items.module.css'

/** The items a case may drop, with their rarity colours, prices and chances of dropping. */
export function CaseItems({ items }: { items: ReadonlyArray<Schemas['CaseItem']> }) {
  const locale = useLocale()
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemTile
            name={item.marketHashName}
            image={item.image}
            rarityColor={item.rarityColor}
            price={item.price}
            details={
              item.chance === undefined ? undefined : (
                <Trans>Chance: {formatChance(item.chance, locale)}</Trans>
              )
            }
          />
        </li>
      ))}
    </ul>
  )
}
