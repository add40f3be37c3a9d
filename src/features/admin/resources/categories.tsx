import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminCategoryInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { editableLocalized, localized, nullableLocalized } from '../resource-kit/localized'

export const categoriesApi = createResourceApi('/admin/categories', '/admin/categories/{id}')

interface CategoryValues {
  slug: string
  name: { ru: string; en: string }
  image: string
  showAlert: boolean
  seoTitle: { ru: string; en: string }
  seoDescription: { ru: string; en: string }
  position: number | null
}

function CategoryFields({ form }: ResourceFieldsProps<CategoryValues>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  return (
    <>
      <LocalizedTextField form={form} fields="name" label={t`Name`} />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`The page's address, e.g. cs2-cases: lowercase Latin letters, digits and dashes.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.AppField name="image">{(field) => <field.ImageField label={t`Image`} />}</form.AppField>
      <form.AppField
        name="position"
        validators={ruled(AdminCategoryInput.position, { required: msg`Enter a number.` })}
      >
        {(field) => (
          <field.NumberField
            label={t`Position`}
            hint={t`The sidebar shows the smallest first.`}
            min={AdminCategoryInput.position.minimum}
          />
        )}
      </form.AppField>
      <form.AppField name="showAlert">
        {(field) => <field.CheckboxField label={t`Show the warning notice on the category page`} />}
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

/** Categories of cards: the pages `/{slug}` and the sidebar's buttons. */
export const categoriesResource = defineResource({
  section: 'categories',
  api: categoriesApi,
  titles: { singular: msg`Category`, create: msg`New category` },
  displayName: (category, locale) => localized(category.name, locale) || category.slug,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.localized('name', msg`Name`, { sort: 'name' }),
      col.text('slug', msg`Slug`),
      col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
    ],
  },
  form: {
    defaults: (category): CategoryValues => ({
      slug: category?.slug ?? '',
      name: { ...(category?.name ?? { ru: '', en: '' }) },
      image: category?.image ?? '',
      showAlert: category?.showAlert ?? false,
      seoTitle: editableLocalized(category?.seoTitle),
      seoDescription: editableLocalized(category?.seoDescription),
      position: category?.position ?? 0,
    }),
    toInput: (values) => ({
      slug: values.slug.trim(),
      name: values.name,
      image: values.image.trim(),
      showAlert: values.showAlert,
      seoTitle: nullableLocalized(values.seoTitle),
      seoDescription: nullableLocalized(values.seoDescription),
      position: values.position ?? 0,
    }),
    Fields: CategoryFields,
  },
})
