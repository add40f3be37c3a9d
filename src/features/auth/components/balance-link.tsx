import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { formatCoins } from '~/shared/lib/format'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './balance-link.module.css'

/**
 * The coin balance alone (two decimals), linking to the profile like the user button: the
 * header's narrow row has no room for the name, but the balance must stay one glance away.
 */
export function BalanceLink({ balance, className }: { balance: number; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const amount = formatCoins(balance, locale)
  return (
    <Link
      to="/{-$locale}/profile"
      params={{ locale: localeParam(locale) }}
      className={clsx(styles.balance, className)}
      aria-label={t`Balance: ${amount} coins`}
    >
      <Icon name="coin" size={14} />
      {amount}
    </Link>
  )
}
