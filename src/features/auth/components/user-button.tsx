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

/** The signed-in user's name and coin balance, linking to the profile (spec section 2). */
export function UserButton({ user, className }: { user: Pick<CurrentUser, 'steamName' | 'steamAvatar' | 'balance'>; className?: string }) {
  const locale = useLocale()
  const avatar = safeImageUrl(user.steamAvatar)
  return (
    <Link to="/{-$locale}/profile" params={{ locale: localeParam(locale) }} className={clsx(styles.user, className)}>
      {avatar ? <img className={styles.avatar} src={avatar} alt="" width={32} height={32} /> : <span className={styles.avatar} />}
      <span className={styles.text}>
        <span className={styles.name}>{user.steamName}</span>
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
