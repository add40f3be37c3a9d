import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { LazyBanners } from '~/features/banners/components/lazy-banners'
import { localeParam } from '~/shared/i18n/locale'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { useLocale } from '~/shared/services/app-services'
import styles from './home-page.module.css'

// The sections hydrate after the page, each from a chunk of its own: the page is interactive
// without them (presses on them are held until they are in), and `/` keeps to its first-load
// budget (npm run bench).
const TopCards = lazyHydrated(() => import('~/features/cards/components/top-cards').then((module) => module.TopCards))
const TopCases = lazyHydrated(() => import('~/features/cases/components/top-cases').then((module) => module.TopCases))

/** For the route's loader: the code of the page's sections, so a navigation shows the page whole. */
export function preloadHomePageParts(): Promise<unknown> {
  return Promise.all([LazyBanners.preload(), TopCards.preload(), TopCases.preload()])
}

/** The front page: what the site is, the best sites and the cases one can open for free; `notice` goes first. */
export function HomePage({ notice }: { notice?: ReactNode }) {
  const locale = useLocale()
  const casesHeadingId = useId()
  return (
    <div className={styles.page}>
      {notice}
      <LazyBanners position="top" />
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
      <LazyBanners position="middle" />
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
      <LazyBanners position="bottom" />
    </div>
  )
}
