import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import { SimilarCardsList } from './similar-cards-list'
import styles from './section.module.css'

export function SimilarCards({ slug }: { slug: string }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <Trans>Similar sites</Trans>
      </h2>
      <QueryBoundary
        fallback={<ListSkeleton variant="tile" count={3} label={t`Loading similar sites…`} />}
        errorTitle={t`Could not load similar sites.`}
      >
        <SimilarCardsList slug={slug} />
      </QueryBoundary>
    </section>
  )
}
