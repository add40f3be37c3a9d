import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import styles from './rating.module.css'

export const RATING_MAX = 5

export interface RatingProps {
  /** Mean of the evaluations, 0 to 5 (0: no reviews yet). */
  value: number
  /** Shows the number beside the stars. */
  showValue?: boolean
  size?: 'sm' | 'md'
  className?: string
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z'

const stars = Array.from({ length: RATING_MAX }, (_, index) => (
  <svg key={index} viewBox="0 0 24 24" focusable="false">
    <path d={STAR} />
  </svg>
))

/** Rounds to one decimal and keeps it within 0..5, whatever the API sends. */
function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.round(Math.min(RATING_MAX, Math.max(0, value)) * 10) / 10
}

/** Stars filled to the rating; read out as "Rating 4.5 out of 5". */
export function Rating({ value, showValue = true, size = 'md', className }: RatingProps) {
  const { t, i18n } = useLingui()
  const rating = clampRating(value)
  const shown = i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const label = rating > 0 ? t`Rating ${shown} out of 5` : t`No ratings yet`
  return (
    <span className={clsx(styles.rating, styles[size], className)} role="img" aria-label={label}>
      <span className={styles.stars} style={{ '--fill': `${(rating / RATING_MAX) * 100}%` } as CSSProperties}>
        <span className={styles.empty} aria-hidden="true">
          {stars}
        </span>
        <span className={styles.full} aria-hidden="true">
          {stars}
        </span>
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {rating > 0 ? shown : '—'}
        </span>
      )}
    </span>
  )
}
