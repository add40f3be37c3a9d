import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { ErrorState } from '~/shared/ui/list-states/error-state'
import { ListSkeleton } from '~/shared/ui/list-states/list-skeleton'
import { categoryCardsQueryOptions } from '../api/category-cards'
import { useUrlPages } from '../lib/use-url-pages'
import { CardGrid } from './card-grid'
import styles from './category-card-list.module.css'

export interface CategoryCardListProps {
  categorySlug: string
  subcategorySlug?: string
  /** `?page=` of the URL: how many pages are shown. */
  page: number
  /** Label of the links to the sites (a subcategory's `button_text`). */
  visitLabel?: string
}

/** A category's cards with "load more", which appends the next page and records it in the URL. */
export function CategoryCardList({ categorySlug, subcategorySlug, page, visitLabel }: CategoryCardListProps) {
  const { t } = useLingui()
  const api = useApi()
  const query = useSuspenseInfiniteQuery(categoryCardsQueryOptions(api, categorySlug, subcategorySlug))
  const { pages, loadingMore, failed, retry, nextPage } = useUrlPages(query, page)
  const cards = pages.flatMap((p) => p.data)
  const total = pages[0]?.pagination.total ?? cards.length

  // After "load more", keyboard users continue at the first new card instead of the page top.
  const grid = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || cards.length <= from) return
    focusFrom.current = null
    grid.current?.querySelectorAll<HTMLElement>('[data-card-link]')[from]?.focus()
  }, [cards.length])

  if (cards.length === 0 && !loadingMore) {
    return <EmptyState title={t`No sites here yet`}>{t`Look into another category or come back later.`}</EmptyState>
  }
  return (
    <div className={styles.list}>
      <CardGrid cards={cards} visitLabel={visitLabel} ref={grid} />
      {loadingMore && <ListSkeleton variant="tile" count={3} label={t`Loading more sites…`} />}
      {failed && <ErrorState title={t`Could not load more sites.`} onRetry={retry} />}
      <div className={styles.footer}>
        <p className={styles.count} role="status">
          {t`Shown ${cards.length} of ${total}`}
        </p>
        {nextPage !== null && (
          <Link
            to="."
            search={(previous: Record<string, unknown>) => ({ ...previous, page: nextPage })}
            replace
            resetScroll={false}
            className={buttonClassName('secondary')}
            onClick={() => {
              focusFrom.current = cards.length
            }}
          >
            {t`Load more`}
          </Link>
        )}
      </div>
    </div>
  )
}
