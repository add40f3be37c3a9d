import type { ReactNode } from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './tag.module.css'

export type TagTone = 'neutral' | 'positive' | 'notice' | 'muted'

/** A short word in a pill, for list cells and read-only info: a status, a role, a mark. */
export function Tag({ children, tone = 'neutral' }: { children: ReactNode; tone?: TagTone }) {
  return <span className={clsx(styles.tag, styles[tone])}>{children}</span>
}
