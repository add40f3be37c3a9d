import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { formatDecimal } from '~/shared/lib/format-number'
import { DEFAULT_LOCALE, isLocale } from '~/shared/i18n/locale'
import styles from './rating.module.css'

const RATING_MAX = 5

export interface RatingProps {
  /** Mean of the evaluations, 0 to 5 (0: no reviews yet). */
  value: number
  /** Shows the number beside the stars. */
  showValue?: boolean
  size?: 'sm' | 'md'
  className?: string
}

/** Rounds to one decimal and keeps it within 0..5, whatever the API sends. */
function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.round(Math.min(RATING_MAX, Math.max(0, value)) * 10) / 10
}

/** Stars filled to the rating; read out as "Rating 4.5 out of 5". */
export function Rating({ value, showValue = true, size = 'md', className }: RatingProps) {
  const { t, i18n } = useLingui()
  const rating = clampRating(value)
  const shown = formatDecimal(rating, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, 1)
  const label = rating > 0 ? t`Rating ${shown} out of 5` : t`No ratings yet`
  return (
    <span className={clsx(styles.rating, styles[size], className)} role="img" aria-label={label}>
      {/* Drawn by CSS (a row of star masks, the filled one clipped to the rating): one element
          instead of ten SVGs, in every card a page lists. */}
      <span
        className={styles.stars}
        style={{ '--fill': `${(rating / RATING_MAX) * 100}%` } as CSSProperties}
        aria-hidden="true"
      />
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {rating > 0 ? shown : '—'}
        </span>
      )}
    </span>
  )
}
