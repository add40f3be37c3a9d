import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { CurrentUser } from '~/shared/core-data/core-query'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { formatCoins } from '~/shared/lib/format'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './user-button.module.css'

export interface UserButtonProps {
  user: Pick<CurrentUser, 'steamName' | 'steamAvatar' | 'balance'>
  className?: string
  /**
   * In the header: from 1440 px the site links sit inline, and until 1600 px a Russian row
   * with the name would not fit, so the name is kept for screen readers only there.
   */
  nameYieldsToHeaderLinks?: boolean
}

/** The signed-in user's name and coin balance, linking to the profile (spec section 2). */
export function UserButton({ user, className, nameYieldsToHeaderLinks = false }: UserButtonProps) {
  const locale = useLocale()
  const avatar = safeImageUrl(user.steamAvatar)
  return (
    <Link to="/{-$locale}/profile" params={{ locale: localeParam(locale) }} className={clsx(styles.user, className)}>
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt="" width={32} height={32} />
      ) : (
        <span className={styles.avatar} />
      )}
      <span className={styles.text}>
        <span className={clsx(styles.name, nameYieldsToHeaderLinks && styles.nameYields)}>{user.steamName}</span>
        <span className={styles.balance}>
          <Icon name="coin" size={14} />
          {formatCoins(user.balance, locale)}
          <span className="visually-hidden">
            {' '}
            <Trans>coins</Trans>
          </span>
        </span>
      </span>
    </Link>
  )
}
