import { useId, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { HydratedApart } from '~/shared/lib/hydrated-apart'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useApi } from '~/shared/services/app-services'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { Rating } from '~/shared/ui/rating/rating'
import { RichText } from '~/shared/ui/rich-text/rich-text'
import { TableOfContents } from '~/shared/ui/rich-text/table-of-contents'
import { cardQueryOptions } from '../api/card'
import { CardAlert } from './card-alert'
import { CardBadges } from './card-badges'
import { CardPromocodes } from './card-promocodes'
import { VisitLink } from './visit-link'
import styles from './card-page.module.css'

// Below the card, so it hydrates after it, from a chunk of its own.
const SimilarCards = lazyHydrated(() => import('./similar-cards').then((module) => module.SimilarCards))

/** For the route's loader: the code of the similar cards, so a navigation shows the page whole. */
export function preloadCardPageParts(): Promise<unknown> {
  return SimilarCards.preload()
}

export interface CardPageProps {
  slug: string
  /** What the page adds after the card: banners, comments and reviews. */
  children?: ReactNode
}

/** /cards/{slug}: the whole card, its promocodes and similar sites. */
export function CardPage({ slug, children }: CardPageProps) {
  const { t } = useLingui()
  const { data: card } = useSuspenseQuery(cardQueryOptions(useApi(), slug))
  const instructionId = useId()
  const preview = safeImageUrl(card.preview)
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <header className={styles.hero}>
          {preview && <img className={styles.preview} src={preview} alt="" width={96} height={96} />}
          <div className={styles.heroText}>
            <h1 className={styles.title}>{card.fullTitle || card.title}</h1>
            <div className={styles.meta}>
              <Rating value={card.rating} />
              <CardBadges badges={card.badges} />
            </div>
            <p className={styles.description}>{card.description}</p>
            {card.reward && (
              <p className={styles.reward}>
                <span className={styles.rewardLabel}>{t`Reward`}</span> {card.reward}
              </p>
            )}
            <div className={styles.actions}>
              <VisitLink
                href={card.link}
                label={card.buttonText || t`Go to site`}
                context={card.title}
                hiddenForRussia={card.hideRuLink}
              />
              {card.promocode && <CopyButton text={card.promocode} label={t`Copy promocode ${card.promocode}`} />}
            </div>
          </div>
        </header>
        {/* The text, instruction and promocodes hydrate after the card's top, as tasks of their own. */}
        <HydratedApart>
          {card.showAlert && <CardAlert />}
          {card.text && (
            <div className={clsx(styles.body, card.textHeadings.length > 0 && styles.withToc)}>
              <TableOfContents headings={card.textHeadings} className={styles.toc} />
              <RichText html={card.text} className={styles.text} />
            </div>
          )}
          {card.instruction && (
            <section className={styles.instruction} aria-labelledby={instructionId}>
              <h2 id={instructionId} className={styles.sectionTitle}>
                <Trans>How to get the reward</Trans>
              </h2>
              <RichText html={card.instruction} />
            </section>
          )}
          <CardPromocodes card={card} />
        </HydratedApart>
      </article>
      <SimilarCards slug={slug} />
      {children}
    </div>
  )
}
