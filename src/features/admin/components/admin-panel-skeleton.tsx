import type { ReactNode } from 'react'
import { Skeleton } from '~/shared/ui/skeleton/skeleton'
import styles from './admin-panel-skeleton.module.css'

const navItems = 7
const tableRows = 8

/**
 * The panel's shape while its code and catalog load: the navigation and a table of records, so
 * the page does not jump when they arrive. The shapes are hidden from screen readers; `label`
 * (from the route, whose catalog is already loaded) is what they hear.
 */
export function AdminPanelSkeleton({ label }: { label: ReactNode }) {
  return (
    <div className={styles.layout} aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={styles.nav} aria-hidden="true">
        {Array.from({ length: navItems }, (_, index) => (
          <Skeleton key={index} className={styles.navItem} />
        ))}
      </div>
      <div className={styles.page} aria-hidden="true">
        <Skeleton className={styles.title} />
        <div className={styles.toolbar}>
          <Skeleton className={styles.search} />
          <Skeleton className={styles.button} />
        </div>
        <div className={styles.table}>
          {Array.from({ length: tableRows }, (_, index) => (
            <div key={index} className={styles.row}>
              <Skeleton className={styles.cellWide} />
              <Skeleton className={styles.cell} />
              <Skeleton className={styles.cell} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
