import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { useAdminAccess } from '../api/admin-access'
import { openSections } from '../resources'
import { sectionTitles } from '../lib/sections'
import styles from './admin-home.module.css'

/** The panel's home: a link to each section the user may open. */
export function AdminHome() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const sections = openSections(useAdminAccess().sections)
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className={styles.title}>
        <Trans>Admin panel</Trans>
      </h1>
      {sections.length === 0 ? (
        <EmptyState title={<Trans>None of the sections you may manage is in the panel yet.</Trans>} />
      ) : (
        <ul className={styles.grid}>
          {sections.map((section) => (
            <li key={section}>
              <Link
                to="/{-$locale}/admin/$section"
                params={{ locale: localeParam(locale), section }}
                className={styles.tile}
              >
                {i18n._(sectionTitles[section])}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
