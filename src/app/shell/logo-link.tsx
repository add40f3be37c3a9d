import { Link } from '@tanstack/react-router'
import { localeParam } from '~/shared/i18n/locale'
import { useLogoRefresh } from '~/shared/lib/logo-refresh'
import { useLocale } from '~/shared/services/app-services'
import styles from './logo-link.module.css'

/**
 * The logo: an in-app link to the main page, or a full page load once the page is known to
 * be stale (see `logoRefresh`).
 */
export function LogoLink() {
  const locale = useLocale()
  const refresh = useLogoRefresh()
  return (
    <Link
      to="/{-$locale}"
      params={{ locale: localeParam(locale) }}
      activeOptions={{ exact: true }}
      reloadDocument={refresh}
      className={styles.logo}
    >
      <svg className={styles.mark} width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6a90ff" />
            <stop offset="1" stopColor="#ffb524" />
          </linearGradient>
        </defs>
        <rect width="34" height="34" rx="10" fill="url(#logo-gradient)" />
        <path d="M11 25V9h12v3.4h-8v3h7v3.3h-7V25z" fill="#0d111c" />
      </svg>
      <span className={styles.wordmark}>
        Free<span className={styles.accent}>Skins</span>
      </span>
    </Link>
  )
}
