import { Trans } from '@lingui/react/macro'
import { Notice } from '~/shared/ui/notice/notice'

/** The notice an admin can switch on for a category (`show_alert`). */
export function CategoryAlert() {
  return (
    <Notice>
      <Trans>
        These sites are third-party services. Check the terms of every offer before you deposit money: bonuses can
        change without notice, and some sites may be unavailable in your country.
      </Trans>
    </Notice>
  )
}
