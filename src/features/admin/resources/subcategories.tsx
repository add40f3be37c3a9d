import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminSubcategoryInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import { relationSource } from '../resource-kit/filters'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { editableLocalized, localized, nullableLocalized } from '../resource-kit/localized'
import { categoriesApi } from './categories'

/** @public The subcategories' API, also for relation sources (a card's subcategory). */
export const subcategoriesApi = createResourceApi('/admin/subcategories', '/admin/subcategories/{id}')

/** A category to choose, named in the interface's language. @public (cards use it too) */
export const categorySource = relationSource({
  section: 'categories',
  api: categoriesApi,
  label: (category, locale) => localized(category.name, locale),
})

interface SubcategoryValues {
  categoryId: number | null
  slug: string
  name: { ru: string; en: string }
  buttonText: { ru: string; en: string }
  seoTitle: { ru: string; en: string }
  seoDescription: { ru: string; en: string }
  position: number | null
}

function SubcategoryFields({ form, record }: ResourceFieldsProps<SubcategoryValues, Schemas['AdminSubcategory']>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  const cards = record?.cardsCount ?? 0
  return (
    <>
      <form.AppField
        name="categoryId"
        validators={{ onSubmit: ({ value }) => (value === null ? t`Choose a category.` : undefined) }}
      >
        {(field) => (
          <field.RelationSelectField
            label={t`Category`}
            source={categorySource}
            hint={
              cards > 0
                ? t`Cards in it: ${cards}. It can move to another category only once they are moved.`
                : undefined
            }
          />
        )}
      </form.AppField>
      <LocalizedTextField form={form} fields="name" label={t`Name`} />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`The page's address after the category's, e.g. promocodes: lowercase Latin letters, digits and dashes.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <LocalizedTextField
        form={form}
        fields="buttonText"
        label={t`Button text`}
        hint={t`The subcategory's button on the category page.`}
      />
      <form.AppField
        name="position"
        validators={ruled(AdminSubcategoryInput.position, { required: msg`Enter a number.` })}
      >
        {(field) => (
          <field.NumberField
            label={t`Position`}
            hint={t`The category page shows the smallest first.`}
            min={AdminSubcategoryInput.position.minimum}
          />
        )}
      </form.AppField>
      <LocalizedTextField
        form={form}
        fields="seoTitle"
        label={t`SEO title`}
        hint={t`Leave empty for the default title.`}
      />
      <LocalizedTextField
        form={form}
        fields="seoDescription"
        label={t`SEO description`}
        hint={t`Leave empty for the default description.`}
        multiline
      />
    </>
  )
}

/** Subcategories of a category: the pages `/{category}/{slug}` and their buttons on the category page. */
export const subcategoriesResource = defineResource({
  section: 'subcategories',
  api: subcategoriesApi,
  titles: { singular: msg`Subcategory`, create: msg`New subcategory` },
  displayName: (subcategory, locale) => localized(subcategory.name, locale) || subcategory.slug,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.localized('name', msg`Name`, { sort: 'name' }),
      col.text('categoryName', msg`Category`),
      col.text('slug', msg`Slug`),
      col.number('cardsCount', msg`Cards`),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
    ],
    filters: [{ kind: 'relation', key: 'category', label: msg`Category`, source: categorySource }],
  },
  form: {
    defaults: (subcategory): SubcategoryValues => ({
      categoryId: subcategory?.categoryId ?? null,
      slug: subcategory?.slug ?? '',
      name: { ...(subcategory?.name ?? { ru: '', en: '' }) },
      buttonText: { ...(subcategory?.buttonText ?? { ru: '', en: '' }) },
      seoTitle: editableLocalized(subcategory?.seoTitle),
      seoDescription: editableLocalized(subcategory?.seoDescription),
      position: subcategory?.position ?? 0,
    }),
    toInput: (values) => ({
      // The field's own check keeps null from being sent.
      categoryId: values.categoryId ?? 0,
      slug: values.slug.trim(),
      name: values.name,
      buttonText: values.buttonText,
      seoTitle: nullableLocalized(values.seoTitle),
      seoDescription: nullableLocalized(values.seoDescription),
      position: values.position ?? 0,
    }),
    Fields: SubcategoryFields,
  },
})
