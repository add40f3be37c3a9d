import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { localeParam } from '~/shared/i18n/locale'
import type { TurnedAwayReason } from '~/shared/lib/turn-away'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import { SignInButton } from './sign-in-button'
import styles from './turned-away-notice.module.css'

export interface TurnedAwayNoticeProps {
  reason: TurnedAwayReason
  /** The page the visitor asked for: signing in leads back to it. */
  from?: string
}

/**
 * On the main page after a guard sent the visitor there (spec section 6): why, and for a guest a
 * way in. It stays until dismissed or the visitor moves on, unlike a toast's 3 s. Once the guest
 * has signed in, a sign-in notice has nothing left to say.
 */
export function TurnedAwayNotice({ reason, from }: TurnedAwayNoticeProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useCurrentUser()
  const titleId = useId()
  if (reason === 'sign-in' && user) return null
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <Icon name="lock" size={24} className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {reason === 'sign-in' ? t`Sign in to open that page` : t`That page is not open to your account`}
        </h2>
        <p className={styles.text}>
          {reason === 'sign-in' ? (
            <Trans>It is for signed-in visitors. Sign in through Steam and you will be taken back to it.</Trans>
          ) : (
            <Trans>It is for the site's staff. Everything else on the site is open to you.</Trans>
          )}
        </p>
        {reason === 'sign-in' && <SignInButton returnTo={from} className={styles.signIn} />}
      </div>
      <Link
        to="/{-$locale}"
        params={{ locale: localeParam(locale) }}
        replace
        className={styles.dismiss}
        aria-label={t`Dismiss`}
        title={t`Dismiss`}
      >
        <Icon name="close" size={18} />
      </Link>
    </section>
  )
}
