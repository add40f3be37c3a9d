import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useCaptchaForm } from '~/shared/ui/captcha/use-captcha-form'
import { useOpenCase, type OpenCaseOptions } from '../api/open-case'
import { preloadCaseRoulette } from './lazy-case-roulette'
import { CaseGuestPanel } from './case-guest-panel'
import { CaseOpeningTimes, TimedCaseHint, useOpeningWait } from './case-opening-times'
import styles from './case-open-panel.module.css'

export interface CaseOpenPanelProps {
  item: Schemas['Case']
  /** The drop is in: the page plays the opening, then calls `landed`. */
  onOpened?: OpenCaseOptions['onOpened']
  /** The sign-in button of the auth feature, composed by the route: a guest is offered it instead of the form. */
  signIn?: ReactNode
}

/**
 * Opening a case: wait for `nextOpeningDate`, pass the captcha, open. What gates the case
 * (tasks, promocode, the symbol's minute) is explained here and enforced by the server, whose
 * refusal arrives as an error toast. A guest is offered to sign in instead.
 */
export function CaseOpenPanel({ item, onOpened, signIn }: CaseOpenPanelProps) {
  const user = useCurrentUser()
  if (!user) return <CaseGuestPanel item={item} signIn={signIn} />
  return <CaseOpenForm item={item} onOpened={onOpened} />
}

function CaseOpenForm({ item, onOpened }: Pick<CaseOpenPanelProps, 'item' | 'onOpened'>) {
  const open = useOpenCase(item.slug, { onOpened })
  const form = useCaptchaForm((token) => {
    // Fetched while the server draws, so the strip can start as soon as the answer is in.
    preloadCaseRoulette()
    return open.mutateAsync(token)
  })
  const wait = useOpeningWait(item)
  const pendingTasks = item.tasks.filter((task) => !task.completed).length

  return (
    <form.AppForm>
      <form.Form className={styles.panel}>
        <CaseOpeningTimes item={item} {...wait} />
        {item.type === 'free' && pendingTasks > 0 && (
          <p className={styles.hint}>
            <Trans>Complete all the tasks to open the case.</Trans>
          </p>
        )}
        {item.type === 'promocode' && !item.hasActivatedPromocode && (
          <p className={styles.hint}>
            <Trans>Activate a promocode to open the case.</Trans>
          </p>
        )}
        <TimedCaseHint item={item} />
        {!wait.waiting && <form.AppField name="captchaToken">{(field) => <field.CaptchaTokenField />}</form.AppField>}
        <form.SubmitButton variant="accent" disabled={wait.waiting}>
          <Trans>Open the case</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
