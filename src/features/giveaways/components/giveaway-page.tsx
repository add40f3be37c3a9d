import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { formatDate } from '~/shared/lib/format-date'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { giveawayQueryOptions } from '../api/giveaway'
import { giveawayStatusLabel } from '../lib/giveaway-labels'
import { preloadRewardPanelParts, RewardPanel } from './reward-panel'
import { LastRewards } from './last-rewards'
import styles from './giveaway-page.module.css'

/** For the route's loader: the code of the page's form, so a navigation shows the page whole. */
export function preloadGiveawayPageParts(): Promise<void> {
  return preloadRewardPanelParts()
}

export interface GiveawayPageProps {
  slug: string
  /** The giveaway's task list, composed by the route from the tasks feature. */
  tasks: ReactNode
  /** The check-level button of the profile feature, offered when the level is too low. */
  checkLevel?: ReactNode
  /** The sign-in button of the auth feature, offered to guests instead of taking a reward. */
  signIn?: ReactNode
}

/** One giveaway: conditions, tasks, the reward (or taking it) and who took rewards lately. */
export function GiveawayPage({ slug, tasks, checkLevel, signIn }: GiveawayPageProps) {
  const { i18n } = useLingui()
  const giveaway = useSuspenseQuery(giveawayQueryOptions(useApi(), slug)).data
  const preview = safeImageUrl(giveaway.preview)
  const endsAt = formatDate(giveaway.endsAt, i18n)
  const count = giveaway.rewardsCount
  const level = giveaway.requiredSteamLevel

  return (
    <article className={styles.page} aria-labelledby="giveaway-title">
      <header className={styles.header}>
        <span className={clsx(styles.status, styles[giveaway.status])}>
          {i18n._(giveawayStatusLabel[giveaway.status])}
        </span>
        <h1 id="giveaway-title" className={styles.title}>
          {giveaway.title}
        </h1>
        <p className={styles.description}>{giveaway.description}</p>
      </header>

      <div className={styles.layout}>
        <section className={styles.stage} aria-labelledby="giveaway-reward-title">
          {preview && <img className={styles.preview} src={preview} alt="" fetchPriority="high" />}
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>Rewards left</Trans>
              </dt>
              <dd>{count}</dd>
            </div>
            <div>
              <dt>
                <Trans>Required Steam level</Trans>
              </dt>
              <dd>{level}</dd>
            </div>
            <div>
              <dt>{giveaway.status === 'active' ? <Trans>Ends</Trans> : <Trans>Ended</Trans>}</dt>
              <dd>{endsAt}</dd>
            </div>
          </dl>
          <h2 id="giveaway-reward-title" className={styles.sectionTitle}>
            <Trans>Your reward</Trans>
          </h2>
          <RewardPanel giveaway={giveaway} checkLevel={checkLevel} signIn={signIn} />
        </section>

        <section className={styles.tasks} aria-labelledby="giveaway-tasks-title">
          <h2 id="giveaway-tasks-title" className={styles.sectionTitle}>
            <Trans>Tasks</Trans>
          </h2>
          {tasks}
        </section>
      </div>

      <LastRewards type={giveaway.type} />
    </article>
  )
}
