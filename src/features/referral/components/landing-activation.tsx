import { useEffect, useRef, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { useCore } from '~/shared/core-data/core-query'
import { failureText } from '~/shared/forms/server-errors'
import { Coins } from '~/shared/ui/coins/coins'
import { useActivateReferralCode } from '../api/activate-referral-code'
import { landingRefusal, REF_REQUIRED_LEVEL } from '../lib/landing-refusal'
import { forgetReferralCode } from '../lib/remembered-referral-code'
import { ActivateReferralCodeForm } from './referral-forms'
import styles from './landing-activation.module.css'

export interface LandingActivationProps {
  /** The friend's code of the /ref/{code} address. */
  code: string
  /** The profile's level check, composed by the route, offered when the level is too low. */
  checkLevel?: ReactNode
}

/**
 * The landing's code, activated by itself once the visitor is signed in and may activate it,
 * then said: activated, or why not. It is sent once per page (a refusal is not asked again on
 * every render), and never when the page already knows the answer: after an activation the
 * user has `refActivated`, so a reload says so instead of sending the code again.
 */
export function LandingActivation({ code, checkLevel }: LandingActivationProps) {
  const { i18n } = useLingui()
  const { currentUser: user, config } = useCore()
  const activate = useActivateReferralCode({ silent: true })
  const { mutate } = activate
  const sent = useRef<string | null>(null)
  const refusal = user ? landingRefusal(user, code) : null
  // Who sends which code: another sign-in on the same page may try again.
  const attempt = user && refusal === null ? `${user.refCode}\n${code}` : null

  useEffect(() => {
    if (attempt === null || sent.current === attempt) return
    sent.current = attempt
    mutate(code.trim())
  }, [attempt, code, mutate])

  useEffect(() => {
    // A code that can never be activated by this user is not kept for later.
    if (refusal === 'already-activated' || refusal === 'own-code') forgetReferralCode()
  }, [refusal])

  if (!user) return null
  const level = user.steamLevel
  const required = REF_REQUIRED_LEVEL
  const reward = config.ref_reward_amount

  if (activate.isSuccess) {
    return (
      <p className={styles.success} role="status">
        <Trans>
          The code {code} is activated. Thank you: your friend gets <Coins amount={reward} />.
        </Trans>
      </p>
    )
  }

  // Also after a code typed into the form below a failed attempt was activated.
  if (refusal === 'already-activated') {
    return (
      <p className={styles.done} role="status">
        <Trans>You have already activated a friend's code.</Trans>
      </p>
    )
  }

  if (activate.isError) {
    const failure = failureText(activate.error)
    // A refusal about the user (no CS2, say) stands; a wrong code or a lost request may be tried again.
    const retry = !isApiError(activate.error) || activate.error.problem.kind !== 'message'
    return (
      <div className={styles.stack}>
        <div className={styles.refusal} role="alert">
          <p className={styles.heading}>
            <Trans>The code {code} was not activated</Trans>
          </p>
          <p>{typeof failure === 'string' ? failure : i18n._(failure)}</p>
        </div>
        {retry && <ActivateReferralCodeForm initialCode={code} />}
      </div>
    )
  }

  switch (refusal) {
    case 'own-code':
      return (
        <div className={styles.refusal} role="status">
          <p className={styles.heading}>
            <Trans>{code} is your own code</Trans>
          </p>
          <p>
            <Trans>Share it with friends: the code is for them to activate, and you get the reward.</Trans>
          </p>
        </div>
      )
    case 'level-too-low':
      return (
        <div className={styles.stack}>
          <div className={styles.refusal} role="status">
            <p className={styles.heading}>
              <Trans>Your Steam level is too low to activate a code</Trans>
            </p>
            <p>
              <Trans>
                Activating a friend's code needs Steam level {required} or higher; yours is {level}. Raise it on Steam,
                then check it here: the code {code} is activated as soon as the level is enough.
              </Trans>
            </p>
          </div>
          {checkLevel}
        </div>
      )
    case null:
      return (
        <p className={styles.pending} role="status" aria-busy="true">
          <Trans>Activating the code {code}…</Trans>
        </p>
      )
  }
}
