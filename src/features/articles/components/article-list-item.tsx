import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { safeImageUrl } from '~/shared/lib/safe-url'
import { useLocale } from '~/shared/services/app-services'
import { CopyButton } from '~/shared/ui/copy-button/copy-button'
import { ArticleMeta } from './article-meta'
import styles from './article-list-item.module.css'

/** An article in the list: preview, title, description, promocode, date and views. */
export function ArticleListItem({ article }: { article: Schemas['ArticleListItem'] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const params = { locale: localeParam(locale), slug: article.slug }
  const preview = safeImageUrl(article.preview)
  return (
    <article className={styles.item}>
      {preview && (
        <Link
          to="/{-$locale}/articles/$slug"
          params={params}
          className={styles.picture}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img src={preview} alt="" loading="lazy" decoding="async" width={320} height={120} />
        </Link>
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to="/{-$locale}/articles/$slug" params={params}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.description}>{article.description}</p>
        <div className={styles.footer}>
          <ArticleMeta createdAt={article.createdAt} views={article.views} />
          {article.promocode && <CopyButton text={article.promocode} label={t`Copy promocode ${article.promocode}`} />}
        </div>
      </div>
    </article>
  )
}
