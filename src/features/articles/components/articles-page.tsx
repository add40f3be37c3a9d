import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { EmptyState } from '~/shared/ui/list-states/empty-state'
import { FirstPageLink } from '~/shared/ui/pagination/first-page-link'
import { Pagination } from '~/shared/ui/pagination/pagination'
import { articlesQueryOptions } from '../api/articles'
import { ArticleListItem } from './article-list-item'
import styles from './articles-page.module.css'

/** /articles: the articles, newest first, page by page. */
export function ArticlesPage({ page }: { page: number }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(articlesQueryOptions(useApi(), page))
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Articles</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Guides, news and promocodes: how to get skins and bonuses without spending money.</Trans>
        </p>
      </header>
      {data.data.length === 0 ? (
        <EmptyState title={page > 1 ? t`No articles on this page` : t`No articles yet`}>
          {page > 1 && <FirstPageLink />}
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {data.data.map((article) => (
            <li key={article.slug}>
              <ArticleListItem article={article} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} lastPage={data.pagination.last_page} label={t`Pages of the article list`} />
    </div>
  )
}
