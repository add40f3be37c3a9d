import { useId, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '~/shared/services/app-services'
import { categoryQueryOptions } from '../api/category'
import { subcategoriesQueryOptions } from '../api/subcategories'
import { CategoryAlert } from './category-alert'
import { CategoryHero } from './category-hero'
import { SubcategoryFilter } from './subcategory-filter'
import { SubcategoryNav } from './subcategory-nav'
import styles from './category.module.css'

export interface CategoryPageProps {
  slug: string
  /** `?subcategory=` of the URL: the list's filter. */
  subcategory?: string
  /** The category's card list. */
  children: ReactNode
}

/** /{slug}: a category with its notice, subcategory buttons and its (filterable) sites. */
export function CategoryPage({ slug, subcategory, children }: CategoryPageProps) {
  const { t } = useLingui()
  const api = useApi()
  const { data: category } = useSuspenseQuery(categoryQueryOptions(api, slug))
  const { data: subcategories } = useSuspenseQuery(subcategoriesQueryOptions(api, slug))
  const listHeadingId = useId()
  const filtered = subcategories.find((s) => s.slug === subcategory)
  return (
    <div className={styles.page}>
      <CategoryHero title={category.name} image={category.image} />
      {category.show_alert && <CategoryAlert />}
      <SubcategoryNav categorySlug={slug} subcategories={subcategories} />
      <section className={styles.listSection} aria-labelledby={listHeadingId}>
        <div className={styles.listHeader}>
          <h2 id={listHeadingId} className={styles.listTitle}>
            {filtered ? filtered.name : t`Sites`}
          </h2>
          <SubcategoryFilter subcategories={subcategories} value={subcategory} />
        </div>
        {children}
      </section>
    </div>
  )
}
