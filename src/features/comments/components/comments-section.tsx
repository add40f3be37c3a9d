import { lazy, Suspense, useId, type ReactNode } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { ClientOnly } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '~/shared/core-data/core-query'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { QueryBoundary } from '~/shared/ui/list-states/query-boundary'
import type { CommentTarget } from '../api/comment-target'
import { commentWording } from '../lib/comment-wording'
import { CommentList } from './comment-list'
import styles from './comments-section.module.css'

// Only signed-in visitors get the form, below the article: it and the form library (about
// 18 KB gzip) load after the page is interactive, not with the page. Rendered in the browser
// only, so nobody types into server HTML that has not hydrated yet.
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })))

export interface CommentsSectionProps {
  target: CommentTarget
  slug: string
  /** Queries that show the rating the server recomputes after a review (the card or the article). */
  ratingQueryKeys: readonly QueryKey[]
  /** Offered to guests next to the hint, e.g. the sign-in button. */
  signIn?: ReactNode
}

/** Reviews of a card or comments on an article: the form for signed-in visitors, then the reviews. */
export function CommentsSection({ target, slug, ratingQueryKeys, signIn }: CommentsSectionProps) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const headingId = useId()
  const formPlaceholder = <div className={styles.formPlaceholder} aria-hidden="true" />
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Comments and reviews</Trans>
      </h2>
      {user ? (
        <ClientOnly fallback={formPlaceholder}>
          <Suspense fallback={formPlaceholder}>
            <CommentForm target={target} slug={slug} ratingQueryKeys={ratingQueryKeys} />
          </Suspense>
        </ClientOnly>
      ) : (
        <div className={styles.guest}>
          <p>{i18n._(commentWording[target].guest)}</p>
          {signIn}
        </div>
      )}
      <QueryBoundary
        fallback={<ListSkeleton count={3} label={t`Loading reviews…`} />}
        errorTitle={t`Could not load the reviews.`}
      >
        <CommentList target={target} slug={slug} />
      </QueryBoundary>
    </section>
  )
}
