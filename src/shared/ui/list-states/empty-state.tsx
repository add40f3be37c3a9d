import type { ReactNode } from 'react'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './list-states.module.css'

export interface EmptyStateProps {
  title: ReactNode
  /** A hint or an action (e.g. a link to another list). */
  children?: ReactNode
}

/** A list with nothing in it. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <Icon name="info" size={28} className={styles.stateIcon} />
      <p className={styles.stateTitle}>{title}</p>
      {children && <div className={styles.stateBody}>{children}</div>}
    </div>
  )
}
