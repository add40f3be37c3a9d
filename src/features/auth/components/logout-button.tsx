import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { Icon } from '~/shared/ui/icon/icon'
import { useLogout } from '../api/logout'
import styles from './account-action.module.css'

/** An icon button in the header; `withLabel` spells it out where there is room (the mobile menu). */
export function LogoutButton({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useLingui()
  const logout = useLogout()
  const busy = logout.isPending || logout.isSuccess
  return (
    <button
      type="button"
      className={clsx(styles.action, styles.danger, withLabel && styles.withLabel, className)}
      aria-label={withLabel ? undefined : t`Log out`}
      title={withLabel ? undefined : t`Log out`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => logout.mutate()}
    >
      <Icon name="logout" />
      {withLabel && <span>{t`Log out`}</span>}
    </button>
  )
}
