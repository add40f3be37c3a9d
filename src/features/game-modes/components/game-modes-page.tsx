import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeParam } from '~/shared/i18n/locale'
import { useLocale } from '~/shared/services/app-services'
import { Icon } from '~/shared/ui/icon/icon'
import styles from './game-modes-page.module.css'

export interface GameModesPageProps {
  /** The top free cases with their states (cases feature). */
  topCases: ReactNode
  /** The strip of the latest case drops (cases feature). */
  lastDrops: ReactNode
  /** The latest game-key giveaways (giveaways feature). */
  lastGiveaways: ReactNode
}

/**
 * The game modes hub: one card per mode, then what happens in them lately. The parts owned
 * by the cases and giveaways features arrive as slots, composed by the route.
 */
export function GameModesPage({ topCases, lastDrops, lastGiveaways }: GameModesPageProps) {
  const locale = useLocale()
  const params = { locale: localeParam(locale) }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Game modes</Trans>
      </h1>
      <ul className={styles.modes}>
        <li className={styles.mode}>
          <Icon name="case" size={32} className={styles.icon} />
          <h2 className={styles.modeTitle}>
            <Link to="/{-$locale}/games/cases" params={params} className={styles.link}>
              <Trans>Free cases</Trans>
            </Link>
          </h2>
          <p className={styles.modeText}>
            <Trans>Complete simple tasks or enter a promocode and open a case with a skin.</Trans>
          </p>
        </li>
        <li className={styles.mode}>
          <Icon name="gamepad" size={32} className={styles.icon} />
          <h2 className={styles.modeTitle}>
            <Link to="/{-$locale}/games/giveaways/$type" params={{ ...params, type: 'games' }} className={styles.link}>
              <Trans>Game key giveaways</Trans>
            </Link>
          </h2>
          <p className={styles.modeText}>
            <Trans>Complete the tasks and take a key to a game.</Trans>
          </p>
        </li>
        <li className={styles.mode}>
          <Icon name="gift" size={32} className={styles.icon} />
          <h2 className={styles.modeTitle}>
            <Link
              to="/{-$locale}/games/giveaways/$type"
              params={{ ...params, type: 'promocodes' }}
              className={styles.link}
            >
              <Trans>Promocode giveaways</Trans>
            </Link>
          </h2>
          <p className={styles.modeText}>
            <Trans>Promocodes of partner sites, free for those who completed the tasks.</Trans>
          </p>
        </li>
      </ul>
      {lastDrops}
      <section className={styles.section} aria-labelledby="top-cases-title">
        <div className={styles.sectionHeader}>
          <h2 id="top-cases-title" className={styles.sectionTitle}>
            <Trans>Top free cases</Trans>
          </h2>
          <Link to="/{-$locale}/games/cases" params={params} className={styles.sectionLink}>
            <Trans>All cases</Trans>
          </Link>
        </div>
        {topCases}
      </section>
      <section className={styles.section} aria-labelledby="last-giveaways-title">
        <h2 id="last-giveaways-title" className={styles.sectionTitle}>
          <Trans>Latest game giveaways</Trans>
        </h2>
        {lastGiveaways}
      </section>
    </div>
  )
}
