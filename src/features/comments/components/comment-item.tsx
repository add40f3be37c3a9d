import type { Schemas } from '~/api/types'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '~/shared/lib/format-date'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { Rating } from '~/shared/ui/rating/rating'
import styles from './comment-item.module.css'

/** One review: who wrote it and when, the mark and the text (plain text, never HTML). */
export function CommentItem({ comment }: { comment: Schemas['Comment'] }) {
  const { i18n } = useLingui()
  const avatar = safeImageUrl(comment.user.steam_avatar)
  return (
    <article className={styles.comment}>
      <header className={styles.header}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={styles.avatar} />
        )}
        <div className={styles.who}>
          <h3 className={styles.name}>{comment.user.steam_name}</h3>
          <time className={styles.date} dateTime={comment.createdAt}>
            {formatDate(comment.createdAt, i18n)}
          </time>
        </div>
        <Rating value={comment.evaluation} size="sm" showValue={false} className={styles.rating} />
      </header>
      <p className={styles.text}>{comment.text}</p>
    </article>
  )
}
