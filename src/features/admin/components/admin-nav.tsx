import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { sectionTitles, type AdminSection } from '../lib/sections'
import styles from './admin-nav.module.css'

export interface AdminNavProps {
  /** The sections to offer (the user's, that the panel has). */
  sections: readonly AdminSection[]
}

/**
 * The panel's navigation in place of the public sidebar: its home and each section the user
 * may open; the current one is marked (`aria-current="page"`, also on its record pages).
 * Below 900 px a strip that scrolls sideways.
 */
export function AdminNav({ sections }: AdminNavProps) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const params = { locale: localeParam(locale) }
  return (
    <nav className={styles.nav} aria-label={t`Admin panel`}>
      <div className={styles.scroller}>
        <Link to="/{-$locale}/admin" params={params} activeOptions={{ exact: true }} className={styles.home}>
          <Trans>Admin panel</Trans>
        </Link>
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section}>
              <Link
                to="/{-$locale}/admin/$section"
                params={{ ...params, section }}
                activeOptions={{ includeSearch: false }}
                className={styles.link}
              >
                {i18n._(sectionTitles[section])}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
