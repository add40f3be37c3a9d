import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { Rating } from '~/shared/ui/rating/rating'
import { CardBadges } from './card-badges'
import { VisitLink } from './visit-link'
import styles from './card-tile.module.css'

export interface CardTileProps {
  card: Schemas['CardListItem']
  /** Label of the link to the site, e.g. a subcategory's `button_text`. */
  visitLabel?: string
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3
  className?: string
}

/** A site that gives freebies, in a list: picture, name, badges, rating, reward, promocode, links. */
export function CardTile({ card, visitLabel, headingLevel = 3, className }: CardTileProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const params = { locale: localeParam(locale), slug: card.slug }
  const preview = safeImageUrl(card.preview)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={clsx(styles.tile, className)}>
      <div className={styles.head}>
        {/* Not a link of its own: the title link reaches over it (card-tile.module.css), one link
            instead of a duplicate that every list would build on the server. */}
        <div className={styles.picture}>
          {preview && <img src={preview} alt="" loading="lazy" decoding="async" width={64} height={64} />}
        </div>
        <div className={styles.titleBlock}>
          <Heading className={styles.title}>
            <Link to="/{-$locale}/cards/$slug" params={params} data-card-link="">
              <span className={styles.titleText}>{card.title}</span>
            </Link>
          </Heading>
          <Rating value={card.rating} size="sm" />
        </div>
      </div>
      <CardBadges badges={card.badges} />
      <p className={styles.description}>{card.description}</p>
      {card.reward && (
        <p className={styles.reward}>
          <span className={styles.rewardLabel}>{t`Reward`}</span> {card.reward}
        </p>
      )}
      {card.promocode && (
        <CopyButton text={card.promocode} label={t`Copy promocode ${card.promocode}`} className={styles.promocode} />
      )}
      <div className={styles.actions}>
        <VisitLink
          href={card.link}
          label={visitLabel || t`Go to site`}
          context={card.title}
          hiddenForRussia={card.hideRuLink}
          size="sm"
        />
        <Link to="/{-$locale}/cards/$slug" params={params} className={buttonClassName('secondary', 'sm')}>
          {t`Details`}
          <span className="visually-hidden"> {card.title}</span>
        </Link>
      </div>
    </article>
  )
}
