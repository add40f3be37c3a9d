import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { safeImageUrl, safeUrl } from '~/shared/lib/safe-url'
import { clsx } from '~/shared/lib/clsx'
import { HydratedApart } from '~/shared/lib/hydrated-apart'
import { useApi } from '~/shared/services/app-services'
import { buttonClassName } from '~/shared/ui/button/button'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { Rating } from '~/shared/ui/rating/rating'
import { RichText } from '~/shared/ui/rich-text/rich-text'
import { TableOfContents } from '~/shared/ui/rich-text/table-of-contents'
import { articleQueryOptions } from '../api/article'
import { ArticleMeta } from './article-meta'
import styles from './article-page.module.css'

export interface ArticlePageProps {
  slug: string
  /** What the page adds after the article: banners, comments and reviews. */
  children?: ReactNode
}

/** /articles/{slug}: an article with its contents, rating and promocode. */
export function ArticlePage({ slug, children }: ArticlePageProps) {
  const { t } = useLingui()
  const { data: article } = useSuspenseQuery(articleQueryOptions(useApi(), slug))
  const preview = safeImageUrl(article.preview)
  const source = safeUrl(article.url)
  const hasToc = article.text_headings.length > 0
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          <div className={styles.meta}>
            <ArticleMeta createdAt={article.createdAt} views={article.views} />
            <Rating value={article.rating} />
          </div>
          {article.description && <p className={styles.lead}>{article.description}</p>}
          {(article.promocode || source) && (
            <div className={styles.actions}>
              {article.promocode && (
                <CopyButton text={article.promocode} label={t`Copy promocode ${article.promocode}`} />
              )}
              {source && (
                <a
                  href={source}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonClassName('secondary', 'sm')}
                >
                  {t`Go to site`}
                  <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                </a>
              )}
            </div>
          )}
          {preview && (
            <img className={styles.preview} src={preview} alt="" width={960} height={360} fetchPriority="high" />
          )}
        </header>
        {/* The text hydrates after the header, as tasks of its own. */}
        <HydratedApart>
          <div className={clsx(styles.body, hasToc && styles.withToc)}>
            <TableOfContents headings={article.text_headings} className={styles.toc} />
            <RichText html={article.text} className={styles.text} />
          </div>
        </HydratedApart>
      </article>
      {children}
    </div>
  )
}
