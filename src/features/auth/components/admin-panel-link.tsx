import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import { canEnter } from '../lib/guards'
import styles from './account-action.module.css'

/**
 * The way into the admin panel, for those its guard lets in (admins and articles editors); nothing
 * for anyone else, guests included. An icon beside the account in the header; `withLabel` spells it out in the menu.
 */
export function AdminPanelLink({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (!canEnter('admin-or-editor', useCurrentUser())) return null
  return (
    <Link
      to="/{-$locale}/admin"
      params={{ locale: localeParam(locale) }}
      className={clsx(styles.action, withLabel && styles.withLabel, className)}
      aria-label={withLabel ? undefined : t`Admin panel`}
      title={withLabel ? undefined : t`Admin panel`}
    >
      <Icon name="shield" />
      {withLabel && <span>{t`Admin panel`}</span>}
    </Link>
  )
}
