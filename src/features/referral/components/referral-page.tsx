import { useEffect, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { rememberReferralCode, useRememberedReferralCode } from '../lib/remembered-referral-code'
import { ReferralRules } from './referral-rules'
import { ReferralStatistics } from './referral-statistics'
import { ActivateReferralCodeForm, MyReferralCode } from './referral-forms'
import { LandingActivation } from './landing-activation'
import { Panel } from '~/shared/ui/panel/panel'
import styles from './referral-page.module.css'

export interface ReferralPageProps {
  /** The friend's code of a /ref/{code} landing. */
  code?: string | undefined
  /** The sign-in button offered to guests, composed by the route from the auth feature. */
  signIn?: ReactNode
  /** The profile's level check, for a landing whose visitor's level is too low. */
  checkLevel?: ReactNode
}

/**
 * The referral programme: the rules, the user's code to share, a friend's code to activate.
 * On a landing (/ref/{code}) the friend's code is activated by itself once the visitor is in.
 */
export function ReferralPage({ code, signIn, checkLevel }: ReferralPageProps) {
  const user = useCurrentUser()
  const remembered = useRememberedReferralCode()
  const friendCode = code ?? remembered ?? ''

  const guest = user === null
  useEffect(() => {
    // The landing's code waits in the browser until the visitor signs in and activates it.
    if (code && guest) rememberReferralCode(code)
  }, [code, guest])

  const activate = (
    <Panel title={<Trans>Activate a friend's code</Trans>}>
      {!user ? (
        <div className={styles.guest}>
          <p className={styles.text}>
            {friendCode ? (
              <Trans>Sign in to activate the code {friendCode}: we have saved it for you.</Trans>
            ) : (
              <Trans>Sign in to activate a friend's code.</Trans>
            )}
          </p>
          {signIn}
        </div>
      ) : code ? (
        <LandingActivation code={code} checkLevel={checkLevel} />
      ) : user.refActivated ? (
        <p className={styles.done}>
          <Trans>You have already activated a friend's code.</Trans>
        </p>
      ) : (
        // Keyed by the code, so a code remembered in the browser fills the field once it is read.
        <ActivateReferralCodeForm key={friendCode} initialCode={friendCode} />
      )}
    </Panel>
  )

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Affiliate program</Trans>
      </h1>
      <ReferralRules />
      <div className={styles.columns}>
        {/* A landing is visited for the friend's code: its answer comes first. */}
        {code && activate}
        {user && (
          <Panel title={<Trans>Your referral code</Trans>}>
            <MyReferralCode code={user.refCode} />
          </Panel>
        )}
        {user && (
          <Panel title={<Trans>Statistics</Trans>}>
            <ReferralStatistics />
          </Panel>
        )}
        {!code && activate}
      </div>
    </div>
  )
}
