import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import styles from './main-nav.module.css'

/** The header links (spec section 2); `menu` lays them out for the mobile menu. */
export function MainNav({ variant, className }: { variant: 'bar' | 'menu'; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const params = { locale: localeParam(locale) }
  const linkClass = clsx(styles.link, styles[variant])
  return (
    <nav className={clsx(styles.nav, styles[variant], className)} aria-label={t`Main navigation`}>
      <ul className={styles.list}>
        <li>
          <Link to="/{-$locale}" params={params} activeOptions={{ exact: true }} className={linkClass}>
            {t`Home`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/shop" params={params} className={linkClass}>
            {t`Shop`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/articles" params={params} className={linkClass}>
            {t`Articles`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/ref" params={params} className={linkClass}>
            {t`Affiliate program`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/contacts" params={params} className={linkClass}>
            {t`Contacts`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/games" params={params} className={clsx(linkClass, styles.highlight)}>
            {t`Game modes`}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
