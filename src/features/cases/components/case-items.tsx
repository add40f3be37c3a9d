import type { Schemas } from '~/api/types'
import { ItemTile } from '~/shared/ui/item-tile/item-tile'
import styles from './case-items.module.css'

/** The items a case may drop, with their rarity colours and prices. */
export function CaseItems({ items }: { items: ReadonlyArray<Schemas['CaseItem']> }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemTile name={item.marketHashName} image={item.image} rarityColor={item.rarityColor} price={item.price} />
        </li>
      ))}
    </ul>
  )
}
