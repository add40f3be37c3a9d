import { Trans } from '@lingui/react/macro'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './category.module.css'

/** The notice an admin can switch on for a category (`show_alert`). */
export function CategoryAlert() {
  return (
    <div className={styles.notice} role="note">
      <Icon name="alert" className={styles.noticeIcon} />
      <p>
        <Trans>
          These sites are third-party services. Check the terms of every offer before you deposit money: bonuses can change
          without notice, and some sites may be unavailable in your country.
        </Trans>
      </p>
    </div>
  )
}
