import type { CSSProperties, ReactNode } from 'react'
import { clsx } from '~/shared/lib/clsx'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Coins } from '~/shared/ui/coins/coins'
import { rarityColor } from './rarity-color'
import styles from './item-tile.module.css'

export interface ItemTileProps {
  name: string
  image: string
  rarityColor: string
  price?: number
  /** Extra lines under the name, e.g. quality or a trade status. */
  details?: ReactNode
  /** Buttons acting on the item. */
  actions?: ReactNode
  size?: 'md' | 'lg'
  className?: string
}

/** A skin: picture on its rarity colour, name, price in coins. */
export function ItemTile({
  name,
  image,
  rarityColor: color,
  price,
  details,
  actions,
  size = 'md',
  className,
}: ItemTileProps) {
  const src = safeImageUrl(image)
  return (
    <article
      className={clsx(styles.tile, styles[size], className)}
      style={{ '--rarity': rarityColor(color) } as CSSProperties}
    >
      <div className={styles.picture}>{src && <img src={src} alt="" loading="lazy" decoding="async" />}</div>
      <h3 className={styles.name}>{name}</h3>
      {details && <div className={styles.details}>{details}</div>}
      {price !== undefined && <Coins amount={price} className={styles.price} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  )
}
