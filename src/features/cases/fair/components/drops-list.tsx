import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { ItemRow, ItemRowList } from '~/shared/ui/item-row/item-row'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { profileDropsQueryOptions } from '../api/profile-drops'
import { ProofLink } from './proof-link'
import styles from './drops-list.module.css'

/** The user's drops from cases, newest first, each with a link to check it. */
export function DropsList({ page }: { page: number }) {
  const { t } = useLingui()
  const { data: drops, pagination } = useSuspenseQuery(profileDropsQueryOptions(useApi(), page)).data
  if (drops.length === 0) return <EmptyState title={<Trans>No drops yet: open a case.</Trans>} />
  return (
    <div className={styles.wrap}>
      <ItemRowList>
        {drops.map((drop) => (
          <ItemRow
            key={drop.id}
            className={styles.row}
            image={drop.image}
            rarity={drop.rarityColor}
            name={
              <>
                {drop.marketHashName}
                <span className={styles.case}>
                  <Trans>
                    {drop.caseTitle}, nonce {drop.proof.nonce}
                  </Trans>
                </span>
              </>
            }
            price={drop.price}
            date={drop.createdAt}
          >
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
          </ItemRow>
        ))}
      </ItemRowList>
      <Pagination
        page={pagination.current_page}
        lastPage={pagination.last_page}
        label={t`Drop pages`}
        param="dropsPage"
      />
    </div>
  )
}
