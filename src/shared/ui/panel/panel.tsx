import { useId, type ReactNode } from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './panel.module.css'

export interface PanelProps {
  /** The panel's heading (h2), which also names its region. */
  title: ReactNode
  children: ReactNode
  className?: string
}

/** A framed section of a page under its own heading: a profile card, a step of the fairness check. */
export function Panel({ title, children, className }: PanelProps) {
  const titleId = useId()
  return (
    <section className={clsx(styles.panel, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}
