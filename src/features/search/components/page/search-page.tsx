import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { searchText, type SearchParams } from '../../api/search'
import { SearchResults } from './search-results'
import { SearchTypeTabs } from './search-type-tabs'
import { lazyHydrated } from '~/shared/lib/lazy-hydrated'
import styles from './search-page.module.css'

// The form and the form library (about 17 KB gzip) hydrate after the results.
const SearchForm = lazyHydrated(() => import('./search-form').then((module) => module.SearchForm))

/** For the route's loader: the code of the form, so a navigation shows the page whole. */
export function preloadSearchPageParts(): Promise<void> {
  return SearchForm.preload()
}

/** /search?search=&type=&page=: results for the header search or the page's own form. */
export function SearchPage({ search, type, page }: SearchParams) {
  const { t } = useLingui()
  const text = searchText(search)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text ? t`Search results for “${text}”` : t`Search`}</h1>
        {/* Keyed by the URL's text, so a search from the header refills the field. */}
        <SearchForm key={text} search={text} type={type} />
        <SearchTypeTabs search={text} type={type} />
      </header>
      {text ? (
        <SearchResults search={text} type={type} page={page} />
      ) : (
        <EmptyState title={<Trans>Type what you are looking for</Trans>}>
          <Trans>Search sites with free skins or articles by their name and description.</Trans>
        </EmptyState>
      )}
    </div>
  )
}
