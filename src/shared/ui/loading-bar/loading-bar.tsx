import { useEffect, useState, type CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import styles from './loading-bar.module.css'

/** Spec section 9: the bar waits this long before showing, so quick loads never flash it. */
export const LOADING_BAR_THROTTLE_MS = 200
/** Spec section 9: one sweep of the bar towards the end takes this long. */
const LOADING_BAR_DURATION_MS = 5000
const FINISH_MS = 300

/**
 * A thin progress bar along the top edge while something loads. It cannot know real progress,
 * so it eases towards 90% over the sweep time and jumps to the end when loading stops.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (active && !shown) {
      const timer = setTimeout(() => setShown(true), LOADING_BAR_THROTTLE_MS)
      return () => clearTimeout(timer)
    }
    if (!active && shown) {
      const timer = setTimeout(() => setShown(false), FINISH_MS)
      return () => clearTimeout(timer)
    }
  }, [active, shown])

  const phase = shown ? (active ? 'running' : 'finishing') : 'idle'
  const timing = { '--sweep-ms': `${LOADING_BAR_DURATION_MS}ms`, '--finish-ms': `${FINISH_MS}ms` } as CSSProperties

  return (
    <div
      className={clsx(styles.bar, styles[phase])}
      style={timing}
      data-phase={phase}
      role={phase === 'idle' ? undefined : 'progressbar'}
      aria-label={phase === 'idle' ? undefined : t`Loading page`}
      aria-hidden={phase === 'idle' ? true : undefined}
    >
      <div className={styles.fill} />
    </div>
  )
}
