import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, localizedPath, type Locale } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { serializeCookie, setCookie, type CookieOptions } from '~/shared/lib/cookies'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import { takeErrorMessage } from './error-message-param'
import styles from './language-switcher.module.css'

const LOCALE_COOKIE_OPTIONS: CookieOptions = {
  maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS,
  path: '/',
  sameSite: 'Lax',
}

/**
 * A plain link to this page in the other language (spec section 4: a full page load), which
 * also remembers the choice in the locale cookie for a year: by its handler, or, followed before
 * the header has hydrated, by the page's early-presses script (`data-sets-cookie`).
 */
export function LanguageSwitcher({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const target: Locale = locale === 'ru' ? 'en' : 'ru'
  const current = useRouterState({ select: (state) => state.location.href })
  // A one-time message in the address must not follow the visitor into the other language.
  const url = new URL(takeErrorMessage(current)?.cleanHref ?? current, 'http://localhost')
  const href = localizedPath(url.pathname, target) + url.search + url.hash
  const name = target === 'en' ? t`English` : t`Russian`
  const code = target.toUpperCase()
  return (
    <a
      href={href}
      hrefLang={target}
      className={clsx(styles.switcher, withLabel && styles.withLabel, className)}
      // The visible code starts the name, so voice control users can say what they see.
      aria-label={withLabel ? undefined : `${code}: ${t`Switch language to ${name}`}`}
      title={withLabel ? undefined : name}
      data-sets-cookie={serializeCookie(LOCALE_COOKIE, target, LOCALE_COOKIE_OPTIONS)}
      onClick={() => setCookie(LOCALE_COOKIE, target, LOCALE_COOKIE_OPTIONS)}
    >
      <Icon name="globe" size={18} />
      <span>{withLabel ? t`Language: ${name}` : code}</span>
    </a>
  )
}
