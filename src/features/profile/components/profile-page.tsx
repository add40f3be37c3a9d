import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { profileQueryOptions } from '../api/profile'
import { ProfileSummary } from './profile-summary'
import { TradelinkForm } from './tradelink-form'
import { MessengerVerification } from './messenger-verification'
import { SocialAccounts } from './social-accounts'
import { TradesList } from './trades-list'
import { Panel } from '~/shared/ui/panel/panel'
import styles from './profile-page.module.css'

export interface ProfilePageProps {
  /** Page of the trade history (`?page=`), counted from 1. */
  tradesPage: number
  /** The user's provably fair seeds (from the cases feature, composed by the route). */
  fairness: ReactNode
  /** The user's drops from cases, each with its proof (composed by the route). */
  drops: ReactNode
}

/** The signed-in user's profile: level, tradelink, messenger and social links, provably fair seeds and drops, trade history. */
export function ProfilePage({ tradesPage, fairness, drops }: ProfilePageProps) {
  const { t } = useLingui()
  const profile = useSuspenseQuery(profileQueryOptions(useApi())).data
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Profile</Trans>
      </h1>
      {/* Two stacks rather than one grid: a short card does not leave a hole beside a tall one. */}
      <div className={styles.columns}>
        <div className={styles.column}>
          <ProfileSummary profile={profile} />
          {/* The messenger account and its skins bot in one card: one place for everything Telegram. */}
          <Panel title={<Trans>Linked accounts</Trans>}>
            <SocialAccounts profile={profile} />
            <section className={styles.bot} aria-labelledby="bot-title">
              <h3 id="bot-title" className={styles.botTitle}>
                <Trans>Telegram bot</Trans>
              </h3>
              <MessengerVerification verifiedAt={profile.tgBotVerifiedAt} />
            </section>
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title={<Trans>Tradelink</Trans>}>
            {/* Keyed by the saved value, so the field shows what the server stored. */}
            <TradelinkForm key={profile.tradelink ?? ''} tradelink={profile.tradelink} />
          </Panel>
          <Panel title={<Trans>Provably fair</Trans>}>
            <QueryBoundary
              fallback={<ListSkeleton count={2} label={t`Loading seeds…`} />}
              errorTitle={<Trans>Could not load your seeds</Trans>}
            >
              {fairness}
            </QueryBoundary>
          </Panel>
        </div>
      </div>
      <section className={styles.trades} aria-labelledby="drops-title">
        <h2 id="drops-title" className={styles.sectionTitle}>
          <Trans>My drops</Trans>
        </h2>
        <QueryBoundary
          fallback={<ListSkeleton count={3} label={t`Loading drops…`} />}
          errorTitle={<Trans>Could not load your drops</Trans>}
        >
          {drops}
        </QueryBoundary>
      </section>
      <section className={styles.trades} aria-labelledby="trades-title">
        <h2 id="trades-title" className={styles.sectionTitle}>
          <Trans>My items</Trans>
        </h2>
        <QueryBoundary
          key={tradesPage}
          fallback={<ListSkeleton count={4} label={t`Loading items…`} />}
          errorTitle={<Trans>Error receiving items</Trans>}
        >
          <TradesList page={tradesPage} />
        </QueryBoundary>
      </section>
    </div>
  )
}
