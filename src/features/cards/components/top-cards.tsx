import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { TopCardsList } from './top-cards-list'
import styles from './section.module.css'

/** The home page's best sites (fetched once per visit). */
export function TopCards() {
  const { t } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <Trans>Top sites</Trans>
        </h2>
        <Link
          to="/{-$locale}/cards"
          params={{ locale: localeParam(locale) }}
          activeOptions={{ exact: true }}
          className={styles.sectionLink}
        >
          <Trans>All sites</Trans>
        </Link>
      </div>
      <QueryBoundary
        fallback={<ListSkeleton variant="tile" count={3} label={t`Loading top sites…`} />}
        errorTitle={t`Could not load the top sites.`}
      >
        <TopCardsList />
      </QueryBoundary>
    </section>
  )
}
