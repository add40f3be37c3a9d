import type { CSSProperties } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi, useLocale } from '~/shared/services/app-services'
import { formatDateTime } from '~/shared/lib/format'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Coins } from '~/shared/ui/coins/coins'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { rarityColor } from '~/shared/ui/item-tile/rarity-color'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { profileDropsQueryOptions } from '../api/profile-drops'
import { ProofLink } from './proof-link'
import styles from './drops-list.module.css'

/** The user's drops from cases, newest first, each with a link to check it. */
export function DropsList({ page }: { page: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: drops, pagination } = useSuspenseQuery(profileDropsQueryOptions(useApi(), page)).data
  if (drops.length === 0) return <EmptyState title={<Trans>No drops yet: open a case.</Trans>} />
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {drops.map((drop) => {
          const image = safeImageUrl(drop.image)
          return (
            <li key={drop.id} className={styles.row} style={{ '--rarity': rarityColor(drop.rarityColor) } as CSSProperties}>
              <span className={styles.picture}>{image && <img src={image} alt="" loading="lazy" decoding="async" />}</span>
              <span className={styles.name}>
                {drop.marketHashName}
                <span className={styles.case}>
                  <Trans>
                    {drop.caseTitle}, nonce {drop.proof.nonce}
                  </Trans>
                </span>
              </span>
              <Coins amount={drop.price} className={styles.price} />
              <time className={styles.date} dateTime={drop.createdAt}>
                {formatDateTime(drop.createdAt, locale)}
              </time>
              <span className={styles.proof}>
                <ProofLink dropId={drop.id} caseSlug={drop.caseSlug} proof={drop.proof}>
                  <Trans>
                    Check<span className="visually-hidden"> the drop {drop.marketHashName}</span>
                  </Trans>
                </ProofLink>
                {drop.proof.serverSeed === null && (
                  <span className={styles.pending}>
                    <Trans>seed not yet revealed</Trans>
                  </span>
                )}
              </span>
            </li>
          )
        })}
      </ul>
      <Pagination page={pagination.current_page} lastPage={pagination.last_page} label={t`Drop pages`} param="dropsPage" />
    </div>
  )
}
