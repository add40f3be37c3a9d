import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { casesQueryOptions } from '../api/cases'
import { CaseCard } from './case-card'
import { LastDroppedItems } from './last-dropped-items'
import grid from './case-grid.module.css'
import styles from './cases-page.module.css'

/** The free cases, a page at a time, under the strip of the latest drops. */
export function CasesPage({ page }: { page: number }) {
  const { t } = useLingui()
  const { data: cases, pagination } = useSuspenseQuery(casesQueryOptions(useApi(), page)).data
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Free cases</Trans>
      </h1>
      <LastDroppedItems />
      <section aria-label={t`Cases`}>
        {cases.length === 0 ? (
          <EmptyState title={<Trans>No cases yet.</Trans>} />
        ) : (
          <ul className={grid.grid}>
            {cases.map((item) => (
              <li key={item.slug}>
                <CaseCard item={item} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={pagination.current_page} lastPage={pagination.last_page} label={t`Case pages`} />
      </section>
    </div>
  )
}
