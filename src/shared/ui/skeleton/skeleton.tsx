import type { CSSProperties } from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './skeleton.module.css'

export interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  shape?: 'line' | 'block' | 'circle'
  className?: string
}

/** A placeholder shape while content loads; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  return (
    <span className={clsx(styles.skeleton, styles[shape], className)} style={{ width, height }} aria-hidden="true" />
  )
}
