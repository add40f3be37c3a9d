import { Trans } from '@lingui/react/macro'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './notice.module.css'

/** The warning an admin can switch on for a card (`showAlert`). */
export function CardAlert() {
  return (
    <div className={styles.notice} role="note">
      <Icon name="alert" className={styles.icon} />
      <p>
        <Trans>
          This is a third-party site. Read its terms before you deposit money: bonuses and their conditions can change without notice.
        </Trans>
      </p>
    </div>
  )
}
