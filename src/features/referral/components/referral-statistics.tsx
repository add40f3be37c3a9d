import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { Coins } from '~/shared/ui/coins/coins'
import { referralStatisticsQueryOptions } from '../api/referral-statistics'
import styles from './referral-statistics.module.css'

/** What the user's referrals brought: coins earned and friends who activated the code. */
export function ReferralStatistics() {
  const stats = useSuspenseQuery(referralStatisticsQueryOptions(useApi())).data
  return (
    <dl className={styles.stats}>
      <div>
        <dt>
          <Trans>Earned</Trans>
        </dt>
        <dd>
          <Coins amount={stats.amount} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Referrals</Trans>
        </dt>
        <dd>{stats.referrals}</dd>
      </div>
    </dl>
  )
}
