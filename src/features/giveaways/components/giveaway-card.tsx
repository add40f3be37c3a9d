import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { formatDate } from '~/shared/lib/format-date'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import { giveawayStatusLabel } from '../lib/giveaway-labels'
import styles from './giveaway-card.module.css'

export interface GiveawayCardProps {
  giveaway: Schemas['GiveawayListItem']
  /** The title's level in the page outline: 2 right under the page title, 3 under a section. */
  headingLevel?: 2 | 3
}

/** A giveaway in a list: picture, title, status, rewards left and end date. */
export function GiveawayCard({ giveaway, headingLevel = 3 }: GiveawayCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { i18n } = useLingui()
  const locale = useLocale()
  const preview = safeImageUrl(giveaway.preview)
  const count = giveaway.rewardsCount
  const endsAt = formatDate(giveaway.endsAt, i18n)
  return (
    <article className={styles.card}>
      {preview && <img className={styles.preview} src={preview} alt="" loading="lazy" decoding="async" />}
      <div className={styles.body}>
        <span className={clsx(styles.status, styles[giveaway.status])}>
          {i18n._(giveawayStatusLabel[giveaway.status])}
        </span>
        <Heading className={styles.title}>
          <Link
            to="/{-$locale}/games/giveaways/$type/$slug"
            params={{ locale: localeParam(locale), type: giveaway.type, slug: giveaway.slug }}
            className={styles.link}
          >
            {giveaway.title}
          </Link>
        </Heading>
        <p className={styles.description}>{giveaway.description}</p>
        <p className={styles.meta}>
          <span>
            <Trans>Rewards left: {count}</Trans>
          </span>
          <span>{giveaway.status === 'active' ? <Trans>Until {endsAt}</Trans> : <Trans>Ended {endsAt}</Trans>}</span>
        </p>
      </div>
    </article>
  )
}
