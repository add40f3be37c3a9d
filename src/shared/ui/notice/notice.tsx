import type { ReactNode } from 'react'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './notice.module.css'

/** A warning set apart from the text around it, such as the notices an admin switches on. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="note">
      <Icon name="alert" className={styles.icon} />
      <p>{children}</p>
    </div>
  )
}
