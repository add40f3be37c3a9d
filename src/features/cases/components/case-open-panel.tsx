import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { useCaptchaForm } from '~/shared/ui/captcha/use-captcha-form'
import { Countdown, useTimeLeft } from '~/shared/ui/countdown/countdown'
import { useOpenCase, type OpenCaseOptions } from '../api/open-case'
import { preloadCaseRoulette } from './lazy-case-roulette'
import styles from './case-open-panel.module.css'
import { casesKeys } from '../api/keys'

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
 * refusal arrives as an error toast.
 */
export function CaseOpenPanel({ item, onOpened, signIn }: CaseOpenPanelProps) {
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const open = useOpenCase(item.slug, { onOpened })
  const form = useCaptchaForm((token) => {
    // Fetched while the server draws, so the strip can start as soon as the answer is in.
    preloadCaseRoulette()
    return open.mutateAsync(token)
  })
  // A guest has no cooldown of their own, but the closed symbol case waits for everyone.
  const waitUntil =
    item.nextOpeningDate ?? (item.timedWindow && !item.timedWindow.open ? item.timedWindow.opensAt : null)
  const msLeft = useTimeLeft(waitUntil)
  const waiting = msLeft !== 0
  const refresh = () => void queryClient.invalidateQueries({ queryKey: casesKeys.detail(item.slug) })

  const pendingTasks = item.tasks.filter((task) => !task.completed).length
  const openWindow = !waiting && item.timedWindow?.open ? item.timedWindow : null

  return (
    <form.AppForm>
      <form.Form className={styles.panel}>
        {waitUntil && waiting && (
          <p className={styles.wait}>
            <Trans>Next opening in</Trans> <Countdown until={waitUntil} className={styles.timer} onDone={refresh} />
          </p>
        )}
        {openWindow && (
          <p className={styles.wait}>
            <Trans>Open for</Trans> <Countdown until={openWindow.closesAt} className={styles.timer} onDone={refresh} />
          </p>
        )}
        {!user && (
          <div className={styles.guest}>
            <p className={styles.hint}>
              <Trans>Sign in to open the case: its tasks and your drop are kept on your account.</Trans>
            </p>
            {signIn}
          </div>
        )}
        {user && item.type === 'free' && pendingTasks > 0 && (
          <p className={styles.hint}>
            <Trans>Complete all the tasks to open the case.</Trans>
          </p>
        )}
        {user && item.type === 'promocode' && !item.hasActivatedPromocode && (
          <p className={styles.hint}>
            <Trans>Activate a promocode to open the case.</Trans>
          </p>
        )}
        {item.type === 'timed' && (
          <p className={styles.hint}>
            <Trans>The symbol opens every few minutes and stays open for 1 minute.</Trans>
          </p>
        )}
        {user && !waiting && (
          <form.AppField name="captchaToken">{(field) => <field.CaptchaTokenField />}</form.AppField>
        )}
        {user && (
          <form.SubmitButton variant="accent" disabled={waiting}>
            <Trans>Open the case</Trans>
          </form.SubmitButton>
        )}
      </form.Form>
    </form.AppForm>
  )
}
