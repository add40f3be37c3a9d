import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import styles from './reward-panel.module.css'

// The form and the form library (about 17 KB gzip) hydrate after the page; a guest's panel has none.
const RewardForm = lazyHydrated(() => import('./reward-form').then((module) => module.RewardForm))

/** For the route's loader: the code of the form, so a navigation shows the page whole. */
export function preloadRewardPanelParts(): Promise<void> {
  return RewardForm.preload()
}

export interface RewardPanelProps {
  giveaway: Schemas['Giveaway']
  /** The button that reads the level from Steam again, composed by the route from the profile feature. */
  checkLevel?: ReactNode
  /** The sign-in button of the auth feature, composed by the route: a guest is offered it instead of the form. */
  signIn?: ReactNode
}

/**
 * The user's reward from the giveaway (a game key or a promocode) with a copy button, or the
 * form to take one. The conditions (level, tasks, rewards left) are the server's to enforce;
 * a level known to be too low is said first, as the server would refuse it before the tasks.
 */
export function RewardPanel({ giveaway, checkLevel, signIn }: RewardPanelProps) {
  const { t } = useLingui()
  const user = useCurrentUser()

  if (giveaway.userLastReward) {
    const reward = giveaway.userLastReward.reward
    return (
      <div className={styles.reward}>
        <p className={styles.label}>
          {giveaway.type === 'games' ? <Trans>Your game key</Trans> : <Trans>Your promocode</Trans>}
        </p>
        <CopyButton text={reward} label={t`Copy ${reward}`} />
      </div>
    )
  }

  if (giveaway.status === 'ended') {
    return (
      <p className={styles.note}>
        <Trans>The giveaway has ended.</Trans>
      </p>
    )
  }

  if (giveaway.rewardsCount === 0) {
    return (
      <p className={styles.note}>
        <Trans>No rewards are left.</Trans>
      </p>
    )
  }

  if (!user) {
    return (
      <div className={styles.form}>
        <p className={styles.note}>
          <Trans>Sign in to take a reward: the tasks and the reward are kept on your account.</Trans>
        </p>
        {signIn}
      </div>
    )
  }

  const required = giveaway.requiredSteamLevel
  if (user.steamLevel < required) {
    const level = user.steamLevel
    return (
      <div className={styles.level}>
        <p className={styles.levelTitle}>
          <Trans>Your Steam level is too low for this giveaway</Trans>
        </p>
        <p className={styles.note}>
          <Trans>
            It needs level {required}, and yours is {level}. Raise your level on Steam, then check it here; the tasks
            can wait until then.
          </Trans>
        </p>
        {checkLevel}
      </div>
    )
  }

  return <RewardForm giveaway={giveaway} />
}
