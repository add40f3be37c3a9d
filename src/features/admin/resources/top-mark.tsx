import { Trans } from '@lingui/react/macro'
import styles from './top-mark.module.css'

/** A card among the top sites of the home page. */
export function TopMark() {
  return (
    <span className={styles.top}>
      <span aria-hidden="true">★</span> <Trans>Top</Trans>
    </span>
  )
}
