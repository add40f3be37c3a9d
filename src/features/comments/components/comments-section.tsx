import { useId, type ReactNode } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import type { CommentTarget } from '../api/comment-target'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'
import styles from './comments-section.module.css'

export interface CommentsSectionProps {
  target: CommentTarget
  slug: string
  /** Queries that show the rating the server recomputes after a review (the card or the article). */
  ratingQueryKeys: readonly QueryKey[]
  /** Offered to guests next to the hint, e.g. the sign-in button. */
  signIn?: ReactNode
}

/** Reviews of a card or an article: the form for signed-in visitors, then the reviews. */
export function CommentsSection({ target, slug, ratingQueryKeys, signIn }: CommentsSectionProps) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Comments and reviews</Trans>
      </h2>
      {user ? (
        <CommentForm target={target} slug={slug} ratingQueryKeys={ratingQueryKeys} />
      ) : (
        <div className={styles.guest}>
          <p>
            <Trans>Log in to leave a review.</Trans>
          </p>
          {signIn}
        </div>
      )}
      <QueryBoundary fallback={<ListSkeleton count={3} label={t`Loading reviews…`} />} errorTitle={t`Could not load the reviews.`}>
        <CommentList target={target} slug={slug} />
      </QueryBoundary>
    </section>
  )
}
