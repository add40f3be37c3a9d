import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { lastGiveawaysQueryOptions } from '../api/last-giveaways'
import { GiveawayCard } from './giveaway-card'
import styles from './giveaway-grid.module.css'

/** The latest game-key giveaways (fetched once per visit). */
export function LastGameGiveaways() {
  const giveaways = useSuspenseQuery(lastGiveawaysQueryOptions(useApi(), 'games')).data
  if (giveaways.length === 0) {
    return (
      <p>
        <Trans>No giveaways yet.</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.grid}>
      {giveaways.map((giveaway) => (
        <li key={giveaway.slug}>
          <GiveawayCard giveaway={giveaway} />
        </li>
      ))}
    </ul>
  )
}
