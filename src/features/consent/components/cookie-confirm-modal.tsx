import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import styles from './consent-modal.module.css'

/** The body of the cookie confirmation (spec section 4). */
export function CookieConfirmModal({ onAccept }: { onAccept: () => void }) {
  const locale = useLocale()
  return (
    <div className={styles.content}>
      <p className={styles.text}>
        <Trans>
          We use cookies to keep you signed in, remember your settings and understand how the site is used. By
          continuing, you agree to this as described in our{' '}
          <Link to="/{-$locale}/privacy" params={{ locale: localeParam(locale) }} className={styles.link}>
            privacy policy
          </Link>
          .
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onAccept}>
          <Trans>Accept</Trans>
        </Button>
      </div>
    </div>
  )
}
