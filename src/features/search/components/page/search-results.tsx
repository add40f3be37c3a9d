import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Select, useLingui } from '@lingui/react/macro'
import { pluralCategory } from '~/shared/i18n/plural-category'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'
import { formatCount } from '~/shared/lib/format'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { searchQueryOptions, type SearchParams } from '../../api/search'
import styles from './search-page.module.css'

/** One page of results; each links to its card or article. */
export function SearchResults(params: SearchParams) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(searchQueryOptions(useApi(), params))
  const total = data.pagination.total
  const shownTotal = formatCount(total, locale)
  const totalForm = pluralCategory(total, locale)
  if (data.data.length === 0) {
    return (
      <EmptyState
        title={t`Nothing found for “${params.search}”`}
      >{t`Try other words or the other result type.`}</EmptyState>
    )
  }
  return (
    <>
      <p className={styles.count} role="status">
        <Select value={totalForm} _one={`${shownTotal} result`} other={`${shownTotal} results`} />
      </p>
      <ol className={styles.results}>
        {data.data.map((result) => (
          <li key={result.slug} className={styles.result}>
            <h2 className={styles.resultTitle}>
              {params.type === 'articles' ? (
                <Link to="/{-$locale}/articles/$slug" params={{ locale: localeParam(locale), slug: result.slug }}>
                  {result.title}
                </Link>
              ) : (
                <Link to="/{-$locale}/cards/$slug" params={{ locale: localeParam(locale), slug: result.slug }}>
                  {result.title}
                </Link>
              )}
            </h2>
            <p className={styles.resultDescription}>{result.description}</p>
          </li>
        ))}
      </ol>
      <Pagination page={params.page} lastPage={data.pagination.last_page} label={t`Pages of the results`} />
    </>
  )
}
