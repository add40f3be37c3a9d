import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { Button } from '~/shared/ui/button/button'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { ErrorState } from '~/shared/ui/list-states/error-state'
import { commentsQueryOptions } from '../api/comments'
import type { CommentTarget } from '../api/comment-target'
import { CommentItem } from './comment-item'
import styles from './comments-section.module.css'

export function CommentList({ target, slug }: { target: CommentTarget; slug: string }) {
  const { t } = useLingui()
  const query = useSuspenseInfiniteQuery(commentsQueryOptions(useApi(), target, slug))
  const comments = query.data.pages.flatMap((page) => page.data)
  if (comments.length === 0)
    return <EmptyState title={t`No reviews yet`}>{t`Be the first to share how it went.`}</EmptyState>
  return (
    <>
      <ul className={styles.list}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <ErrorState title={t`Could not load more reviews.`} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          variant="secondary"
          className={styles.more}
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more reviews</Trans>
        </Button>
      )}
    </>
  )
}
