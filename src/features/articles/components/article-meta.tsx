import { Select, useLingui } from '@lingui/react/macro'
import { pluralCategory } from '~/shared/i18n/plural-category'
import { formatCount } from '~/shared/lib/format'
import { formatDate } from '~/shared/lib/format-date'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import styles from './article-meta.module.css'

export interface ArticleMetaProps {
  createdAt: string
  views: number
  className?: string
}

/** When an article was published and how often it was read. */
export function ArticleMeta({ createdAt, views, className }: ArticleMetaProps) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const shownViews = formatCount(views, locale)
  const viewsForm = pluralCategory(views, locale)
  return (
    <p className={clsx(styles.meta, className)}>
      <time dateTime={createdAt}>{formatDate(createdAt, i18n)}</time>
      <span className={styles.views}>
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
        <Select value={viewsForm} _one={`${shownViews} view`} other={`${shownViews} views`} />
      </span>
    </p>
  )
}
