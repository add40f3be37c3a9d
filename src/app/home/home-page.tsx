import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Banners } from '~/features/banners/components/banners'
import { TopCards } from '~/features/cards/components/top-cards'
import { localeParam } from '~/shared/i18n/locale'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { useLocale } from '~/shared/services/app-services'
import styles from './home-page.module.css'

// Lower on the page than the top sites, so it hydrates after them, from a chunk of its own.
const TopCases = lazyHydrated(() => import('~/features/cases/components/top-cases').then((module) => module.TopCases))

/** The front page: what the site is, the best sites and the cases one can open for free. */
export function HomePage() {
  const locale = useLocale()
  const casesHeadingId = useId()
  return (
    <div className={styles.page}>
      <Banners position="top" />
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Free CS2, Rust and Dota 2 skins</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Checked sites that give skins away, promocodes and bonuses, plus free cases and giveaways right here.
          </Trans>
        </p>
      </header>
      <TopCards />
      <Banners position="middle" />
      <section className={styles.section} aria-labelledby={casesHeadingId}>
        <div className={styles.sectionHeader}>
          <h2 id={casesHeadingId} className={styles.sectionTitle}>
            <Trans>Top free cases</Trans>
          </h2>
          <Link to="/{-$locale}/games/cases" params={{ locale: localeParam(locale) }} className={styles.sectionLink}>
            <Trans>All cases</Trans>
          </Link>
        </div>
        <TopCases />
      </section>
      <Banners position="bottom" />
    </div>
  )
}
