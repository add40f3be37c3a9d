import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { CaseOpeningTimes, TimedCaseHint, useOpeningWait } from './case-opening-times'
import styles from './case-open-panel.module.css'

export interface CaseGuestPanelProps {
  item: Schemas['Case']
  /** The sign-in button of the auth feature, composed by the route. */
  signIn?: ReactNode
}

/**
 * The opening panel as a guest sees it: when the case opens and the way in, no form. A module
 * of its own, so a guest's case page neither loads nor hydrates the form library
 * (docs/performance.md, "The wake-up's long tasks").
 */
export function CaseGuestPanel({ item, signIn }: CaseGuestPanelProps) {
  const wait = useOpeningWait(item)
  return (
    <div className={styles.panel}>
      <CaseOpeningTimes item={item} {...wait} />
      <div className={styles.guest}>
        <p className={styles.hint}>
          <Trans>Sign in to open the case: its tasks and your drop are kept on your account.</Trans>
        </p>
        {signIn}
      </div>
      <TimedCaseHint item={item} />
    </div>
  )
}
