import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { buttonClassName } from '~/shared/ui/button/button'

/** From an empty page past a list's end back to its first page: the same address without `?page=`. */
export function FirstPageLink() {
  return (
    <Link to="." search={(previous) => ({ ...previous, page: undefined })} className={buttonClassName('secondary')}>
      <Trans>To the first page</Trans>
    </Link>
  )
}
