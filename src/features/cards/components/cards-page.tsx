import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { FirstPageLink } from '~/shared/ui/pagination/first-page-link'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { cardsQueryOptions } from '../api/cards'
import { CardGrid } from './card-grid'
import styles from './cards-page.module.css'

/** /cards: every site, page by page. */
export function CardsPage({ page }: { page: number }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(cardsQueryOptions(useApi(), page))
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>All sites with free skins</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Every site we collected: bonuses, free cases and promocodes for CS2, Rust and Dota 2.</Trans>
        </p>
      </header>
      {data.data.length === 0 ? (
        <EmptyState title={page > 1 ? t`No sites on this page` : t`No sites yet`}>
          {page > 1 && <FirstPageLink />}
        </EmptyState>
      ) : (
        <CardGrid cards={data.data} headingLevel={2} />
      )}
      <Pagination page={page} lastPage={data.pagination.last_page} label={t`Pages of the site list`} />
    </div>
  )
}
