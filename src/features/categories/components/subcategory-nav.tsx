import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { localeParam } from '~/shared/i18n/locale'
import { clsx } from '~/shared/lib/clsx'
import { useLocale } from '~/shared/services/app-services'
import styles from './category.module.css'

export interface SubcategoryNavProps {
  categorySlug: string
  subcategories: ReadonlyArray<Schemas['Subcategory']>
  /** The subcategory whose page this is; none on the category page. */
  current?: string
}

/** Buttons to the subcategory pages of a category, with "All" back to the category. */
export function SubcategoryNav({ categorySlug, subcategories, current }: SubcategoryNavProps) {
  const { t } = useLingui()
  const locale = useLocale()
  if (subcategories.length === 0) return null
  return (
    <nav aria-label={t`Subcategories`}>
      <ul className={styles.chips}>
        <li>
          <Link
            to="/{-$locale}/$slug"
            params={{ locale: localeParam(locale), slug: categorySlug }}
            activeOptions={{ exact: true }}
            className={clsx(styles.chip, current === undefined && styles.chipCurrent)}
            aria-current={current === undefined ? 'page' : undefined}
          >
            {t`All`}
          </Link>
        </li>
        {subcategories.map((subcategory) => (
          <li key={subcategory.slug}>
            <Link
              to="/{-$locale}/$slug/$subcategorySlug"
              params={{ locale: localeParam(locale), slug: categorySlug, subcategorySlug: subcategory.slug }}
              activeOptions={{ exact: true }}
              className={clsx(styles.chip, current === subcategory.slug && styles.chipCurrent)}
              aria-current={current === subcategory.slug ? 'page' : undefined}
            >
              {subcategory.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
