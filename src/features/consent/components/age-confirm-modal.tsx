import { Trans } from '@lingui/react/macro'
import { Button } from '~/shared/ui/button/button'
import styles from './consent-modal.module.css'

export interface AgeConfirmModalProps {
  onConfirm: () => void
  onDecline: () => void
}

/** The body of the age check (spec section 4); the modal around it cannot be dismissed. */
export function AgeConfirmModal({ onConfirm, onDecline }: AgeConfirmModalProps) {
  return (
    <div className={styles.content}>
      <p className={styles.badge} aria-hidden="true">
        18+
      </p>
      <p className={styles.text}>
        <Trans>
          This site is about games and in-game items and is meant for adults. Are you 18 years old or older?
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm}>
          <Trans>Yes, I am 18 or older</Trans>
        </Button>
        <Button variant="secondary" onClick={onDecline}>
          <Trans>No</Trans>
        </Button>
      </div>
    </div>
  )
}
