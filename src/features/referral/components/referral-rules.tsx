import { Trans } from '@lingui/react/macro'
import { useCore } from '~/shared/core-data/core-query'
import { Coins } from '~/shared/ui/coins/coins'
import { Panel } from '~/shared/ui/panel/panel'
import { REF_REQUIRED_LEVEL } from '../lib/landing-refusal'
import styles from './referral-rules.module.css'

/** How the programme works; the reward amount comes from the site's config. */
export function ReferralRules() {
  const reward = useCore().config.ref_reward_amount
  const level = REF_REQUIRED_LEVEL
  return (
    <Panel title={<Trans>How it works</Trans>} className={styles.rules}>
      <ol className={styles.steps}>
        <li>
          <Trans>Share your referral link or code with a friend.</Trans>
        </li>
        <li>
          <Trans>The friend signs in and activates your code.</Trans>
        </li>
        <li>
          <Trans>
            You get <Coins amount={reward} className={styles.reward} /> for each friend.
          </Trans>
        </li>
      </ol>
      <p className={styles.note}>
        <Trans>
          For the reward, the friend needs Steam level {level} or higher and must own CS2. A code can be activated once
          per account.
        </Trans>
      </p>
    </Panel>
  )
}
