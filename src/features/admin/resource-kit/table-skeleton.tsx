import { Skeleton } from '~/shared/ui/skeleton/skeleton'
import styles from './table-skeleton.module.css'

export interface TableSkeletonProps {
  columns: number
  rows?: number
  /** What is loading, for screen readers. */
  label: string
}

/** A table's placeholder while its first page loads; announced once as a status. */
export function TableSkeleton({ columns, rows = 8, label }: TableSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows + 1 }, (_, row) => (
        <div key={row} className={row === 0 ? styles.head : styles.row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} width={column === 0 ? '80%' : '60%'} height={row === 0 ? 12 : 16} />
          ))}
        </div>
      ))}
    </div>
  )
}
