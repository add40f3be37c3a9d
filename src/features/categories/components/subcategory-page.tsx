import { useId, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { useApi, useLocale } from '~/shared/services/app-services'
import { categoryQueryOptions } from '../api/category'
import { subcategoriesQueryOptions } from '../api/subcategories'
import { subcategoryQueryOptions } from '../api/subcategory'
import { CategoryAlert } from './category-alert'
import { CategoryHero } from './category-hero'
import { SubcategoryNav } from './subcategory-nav'
import styles from './category.module.css'

export interface SubcategoryPageProps {
  categorySlug: string
  subcategorySlug: string
  /** The subcategory's card list; its links carry the subcategory's `button_text`. */
  renderCards: (subcategory: Schemas['Subcategory']) => ReactNode
}

/** /{slug}/{subcategorySlug}: one subcategory of a category and its sites. */
export function SubcategoryPage({ categorySlug, subcategorySlug, renderCards }: SubcategoryPageProps) {
  const { t } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const { data: category } = useSuspenseQuery(categoryQueryOptions(api, categorySlug))
  const { data: subcategory } = useSuspenseQuery(subcategoryQueryOptions(api, categorySlug, subcategorySlug))
  const { data: siblings } = useSuspenseQuery(subcategoriesQueryOptions(api, categorySlug))
  const listHeadingId = useId()
  const breadcrumbs = (
    <nav aria-label={t`Breadcrumbs`}>
      <ol className={styles.breadcrumbs}>
        <li>
          <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} activeOptions={{ exact: true }}>
            {t`Home`}
          </Link>
        </li>
        <li>
          <Link
            to="/{-$locale}/$slug"
            params={{ locale: localeParam(locale), slug: categorySlug }}
            activeOptions={{ exact: true }}
          >
            {category.name}
          </Link>
        </li>
        <li aria-current="page">{subcategory.name}</li>
      </ol>
    </nav>
  )
  return (
    <div className={styles.page}>
      <CategoryHero title={subcategory.name} image={category.image} before={breadcrumbs} />
      {category.show_alert && <CategoryAlert />}
      <SubcategoryNav categorySlug={categorySlug} subcategories={siblings} current={subcategorySlug} />
      <section className={styles.listSection} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={styles.listTitle}>
          {t`Sites`}
        </h2>
        {renderCards(subcategory)}
      </section>
    </div>
  )
}
