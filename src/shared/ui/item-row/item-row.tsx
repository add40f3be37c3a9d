import type { CSSProperties, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '~/shared/lib/format-date'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { Coins } from '~/shared/ui/coins/coins'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import styles from './item-row.module.css'

export function ItemRowList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>
}

export interface ItemRowProps {
  image: string
  /** The item's rarity colour from the API: the stripe at the row's left. */
  rarity: string | undefined
  name: ReactNode
  price: number
  /** When it happened, ISO 8601. */
  date: string
  /** The list's grid: `grid-template-columns` and `-areas` over picture, name, price, date and its own cells. */
  className?: string
  /** The list's own cells, each with its grid area. */
  children?: ReactNode
}

/** A skin in a list of the user's items (drops, trades): picture, name, price and date. */
export function ItemRow({ image, rarity, name, price, date, className, children }: ItemRowProps) {
  const { i18n } = useLingui()
  const src = safeImageUrl(image)
  return (
    <li className={clsx(styles.row, className)} style={{ '--rarity': rarityColor(rarity) } as CSSProperties}>
      <span className={styles.picture}>{src && <img src={src} alt="" loading="lazy" decoding="async" />}</span>
      <span className={styles.name}>{name}</span>
      <Coins amount={price} className={styles.price} />
      <time className={styles.date} dateTime={date}>
        {formatDateTime(date, i18n)}
      </time>
      {children}
    </li>
  )
}
