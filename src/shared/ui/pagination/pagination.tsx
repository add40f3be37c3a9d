import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { paginationItems } from './pagination-items'
import styles from './pagination.module.css'

export interface PaginationProps {
  page: number
  lastPage: number
  /** Names the navigation landmark, e.g. "Article pages". */
  label?: string
  /**
   * The address key of the page number when the list is not the page's own (a user's ledger on
   * their edit page: `ledgerPage`); following its links then keeps the scroll position.
   */
  param?: string
  className?: string
}

/** The first page has no page parameter, so it has one address only. */
function pageSearch(param: string, page: number) {
  return <Search extends object>(previous: Search): Search => ({ ...previous, [param]: page > 1 ? page : undefined })
}

/**
 * Page links of a list whose page lives in the URL (`?page=`, or `param`): real links, so a page can be
 * shared, opened in a new tab and followed by search engines.
 */
export function Pagination({ page, lastPage, label, param = 'page', className }: PaginationProps) {
  const { t } = useLingui()
  const items = paginationItems(page, lastPage)
  if (items.length === 0) return null
  const linkOptions = { activeOptions: { exact: true }, resetScroll: param === 'page' }
  return (
    <nav className={clsx(styles.pagination, className)} aria-label={label ?? t`Pages`}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            // Past the end (an old link, a number typed by hand), the step back is to the last page.
            <Link
              to="."
              search={pageSearch(param, Math.min(page - 1, lastPage))}
              {...linkOptions}
              className={styles.step}
              rel="prev"
            >
              <span aria-hidden="true">←</span> {t`Previous`}
            </Link>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-disabled="true">
              <span aria-hidden="true">←</span> {t`Previous`}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="."
                search={pageSearch(param, item)}
                {...linkOptions}
                className={clsx(styles.page, item === page && styles.current)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to="." search={pageSearch(param, page + 1)} {...linkOptions} className={styles.step} rel="next">
              {t`Next`} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-disabled="true">
              {t`Next`} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
