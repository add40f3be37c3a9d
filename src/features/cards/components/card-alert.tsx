import { Trans } from '@lingui/react/macro'
import { Notice } from '~/shared/ui/notice/notice'

/** The warning an admin can switch on for a card (`showAlert`). */
export function CardAlert() {
  return (
    <Notice>
      <Trans>
        This is a third-party site. Read its terms before you deposit money: bonuses and their conditions can change
        without notice.
      </Trans>
    </Notice>
  )
}
