import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { Skeleton } from '~/shared/ui/skeleton/skeleton'
import styles from './list-states.module.css'

export interface ListSkeletonProps {
  /** How many placeholder items to show. */
  count?: number
  /** `tile`: picture cards in a grid; `row`: text rows (articles, comments, results). */
  variant?: 'tile' | 'row'
  /** What is loading, for screen readers; defaults to a generic "Loading…". */
  label?: string
  className?: string
}

/** The placeholder of a list while its items load; announced once as a status. */
export function ListSkeleton({ count = 6, variant = 'row', label, className }: ListSkeletonProps) {
  const { t } = useLingui()
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(variant === 'tile' ? styles.tileGrid : styles.rows, className)}
    >
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
      {Array.from({ length: count }, (_, index) =>
        variant === 'tile' ? (
          <div key={index} className={styles.tile} aria-hidden="true">
            <Skeleton shape="block" height={120} />
            <Skeleton width="70%" height={18} />
            <Skeleton width="90%" />
            <Skeleton width="50%" />
          </div>
        ) : (
          <div key={index} className={styles.row} aria-hidden="true">
            <Skeleton shape="block" className={styles.rowPicture} />
            <div className={styles.rowText}>
              <Skeleton width="60%" height={18} />
              <Skeleton width="95%" />
              <Skeleton width="40%" />
            </div>
          </div>
        ),
      )}
    </div>
  )
}
