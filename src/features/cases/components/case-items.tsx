import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { formatChance } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import styles from './case-items.module.css'

/**
 * The items a case may drop, with their rarity colours, prices and chances of dropping. Sorted
 * by price, cheapest (and likeliest) first: the order the server publishes and draws in, kept
 * here whatever order an answer comes in, so chances read as a falling line.
 */
export function CaseItems({ items }: { items: ReadonlyArray<Schemas['CaseItem']> }) {
  const locale = useLocale()
  const byPrice = [...items].sort((a, b) => a.price - b.price || a.id - b.id)
  return (
    <ul className={styles.grid}>
      {byPrice.map((item) => (
        <li key={item.id} className={styles.entry}>
          <ItemTile
            name={item.marketHashName}
            image={item.image}
            rarityColor={item.rarityColor}
            price={item.price}
            details={item.chance === undefined ? undefined : <Trans>Chance: {formatChance(item.chance, locale)}</Trans>}
          />
        </li>
      ))}
    </ul>
  )
}
