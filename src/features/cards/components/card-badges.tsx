import type { Schemas } from '~/api/types'
import { clsx } from '~/shared/lib/clsx'
import { badgeColors } from '../lib/badge-colors'
import styles from './card-badges.module.css'

export interface CardBadgesProps {
  badges: ReadonlyArray<Schemas['Badge']>
  className?: string
}

/** The card's badges ("Verified", "Top"…) in their colours. */
export function CardBadges({ badges, className }: CardBadgesProps) {
  if (badges.length === 0) return null
  return (
    <ul className={clsx(styles.badges, className)}>
      {badges.map((badge) => {
        const colors = badgeColors(badge.color)
        return (
          <li key={badge.id} className={styles.badge} style={colors ?? undefined}>
            {badge.text}
          </li>
        )
      })}
    </ul>
  )
}
