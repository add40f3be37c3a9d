import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { formatDateTime } from '~/shared/lib/format-date'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useApi, useLocale } from '~/shared/services/app-services'
import { lastRewardsQueryOptions } from '../api/last-rewards'
import styles from './last-rewards.module.css'

/** Who took rewards from giveaways of this type lately. */
export function LastRewards({ type }: { type: Schemas['GiveawayType'] }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const rewards = useSuspenseQuery(lastRewardsQueryOptions(useApi(), type)).data
  return (
    <section className={styles.section} aria-labelledby="last-rewards-title">
      <h2 id="last-rewards-title" className={styles.title}>
        <Trans>Last rewards</Trans>
      </h2>
      {rewards.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No one has taken a reward yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {rewards.map((reward) => {
            const avatar = safeImageUrl(reward.user.steam_avatar)
            return (
              <li key={reward.id} className={styles.item}>
                {avatar && <img className={styles.avatar} src={avatar} alt="" loading="lazy" decoding="async" />}
                <span className={styles.who}>
                  <span className={styles.name}>{reward.user.steam_name}</span>
                  <Link
                    to="/{-$locale}/games/giveaways/$type/$slug"
                    params={{ locale: localeParam(locale), type, slug: reward.giveawaySlug }}
                    className={styles.giveaway}
                  >
                    {reward.giveawayTitle}
                  </Link>
                </span>
                <time className={styles.time} dateTime={reward.createdAt}>
                  {formatDateTime(reward.createdAt, i18n)}
                </time>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
