import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { clsx } from '~/shared/lib/clsx'
import { SEARCH_TYPES, type SearchType } from '../../lib/search-type'
import styles from './search-page.module.css'

export interface SearchTypeTabsProps {
  search: string
  type: string
}

/** Switches the results between sites (cards) and articles; the choice is a link, kept in the URL. */
export function SearchTypeTabs({ search, type }: SearchTypeTabsProps) {
  const { t } = useLingui()
  const labels: Record<SearchType, string> = { cards: t`Sites`, articles: t`Articles` }
  return (
    <nav aria-label={t`What to search`}>
      <ul className={styles.tabs}>
        {SEARCH_TYPES.map((value) => (
          <li key={value}>
            <Link
              to="."
              search={{ search, type: value, page: undefined }}
              activeOptions={{ exact: true }}
              className={clsx(styles.tab, value === type && styles.tabCurrent)}
              aria-current={value === type ? 'page' : undefined}
            >
              {labels[value]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
