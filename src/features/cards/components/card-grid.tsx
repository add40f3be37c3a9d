import type { Ref } from 'react'
import type { Schemas } from '~/api/types'
import { clsx } from '~/shared/lib/clsx'
import { CardTile } from './card-tile'
import styles from './card-grid.module.css'

export interface CardGridProps {
  cards: ReadonlyArray<Schemas['CardListItem']>
  visitLabel?: string
  headingLevel?: 2 | 3
  className?: string
  /** Shows only whole rows: the last row's stragglers are left out at each column count (a showcase, not a list to read to its end). */
  wholeRows?: boolean
  ref?: Ref<HTMLUListElement>
}

/** Cards in a responsive grid: one column on phones, up to four on wide screens. */
export function CardGrid({ cards, visitLabel, headingLevel, className, wholeRows = false, ref }: CardGridProps) {
  return (
    <ul className={clsx(styles.grid, wholeRows && styles.wholeRows, className)} ref={ref}>
      {cards.map((card) => (
        <li key={card.slug} className={styles.item}>
          <CardTile card={card} visitLabel={visitLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
