import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'
import { giveawaysQueryOptions } from '../api/giveaways'
import { giveawayStatusLabel, giveawayTypeTitle } from '../lib/giveaway-labels'
import { GiveawayCard } from './giveaway-card'
import { Pagination } from '~/shared/ui/pagination/pagination'
import grid from './giveaway-grid.module.css'
import styles from './giveaways-page.module.css'

export interface GiveawaysPageProps {
  type: Schemas['GiveawayType']
  status: Schemas['GiveawayStatus'] | undefined
  page: number
}

const statuses: ReadonlyArray<Schemas['GiveawayStatus'] | undefined> = [undefined, 'active', 'ended']

/** The giveaways of a type, all or only active or ended ones, a page at a time. */
export function GiveawaysPage({ type, status, page }: GiveawaysPageProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { data: giveaways, pagination } = useSuspenseQuery(giveawaysQueryOptions(useApi(), { type, status, page })).data

  return (
    <section className={styles.page} aria-labelledby="giveaways-title">
      <h1 id="giveaways-title" className={styles.title}>
        {i18n._(giveawayTypeTitle[type])}
      </h1>
      <nav aria-label={t`Giveaway status`}>
        <ul className={styles.filters}>
          {statuses.map((value) => (
            <li key={value ?? 'all'}>
              <Link
                to="/{-$locale}/games/giveaways/$type"
                params={{ locale: localeParam(locale), type }}
                search={{ status: value }}
                className={styles.filter}
                aria-current={value === status ? 'page' : undefined}
              >
                {value ? i18n._(giveawayStatusLabel[value]) : t`All`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {giveaways.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No giveaways here yet.</Trans>
        </p>
      ) : (
        <ul className={grid.grid}>
          {giveaways.map((giveaway) => (
            <li key={giveaway.slug}>
              <GiveawayCard giveaway={giveaway} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={pagination.current_page} lastPage={pagination.last_page} label={t`Giveaway pages`} />
    </section>
  )
}
