import { useId } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import styles from './category.module.css'

export interface SubcategoryFilterProps {
  subcategories: ReadonlyArray<Schemas['Subcategory']>
  /** `?subcategory=` of the URL. */
  value?: string
}

/**
 * Narrows the category's list to one subcategory in place: the choice goes to the URL
 * (`?subcategory=`, back to the first page) and the list is replaced, not appended to.
 */
export function SubcategoryFilter({ subcategories, value }: SubcategoryFilterProps) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  if (subcategories.length === 0) return null
  // A slug from an old link that no longer exists stays visible, so the empty list makes sense.
  const unknown = value !== undefined && !subcategories.some((subcategory) => subcategory.slug === value)
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t`Show`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => {
          const subcategory = event.target.value || undefined
          void navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({ ...previous, subcategory, page: undefined }),
            resetScroll: false,
          })
        }}
      >
        <option value="">{t`All subcategories`}</option>
        {unknown && <option value={value}>{value}</option>}
        {subcategories.map((subcategory) => (
          <option key={subcategory.slug} value={subcategory.slug}>
            {subcategory.name}
          </option>
        ))}
      </select>
    </div>
  )
}
