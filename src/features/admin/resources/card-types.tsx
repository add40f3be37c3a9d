import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'

/** @public The card types' API, also for relation sources (a card's type). */
export const cardTypesApi = createResourceApi('/admin/card-types', '/admin/card-types/{id}')

interface CardTypeValues {
  slug: string
  name: { ru: string; en: string }
}

function CardTypeFields({ form }: ResourceFieldsProps<CardTypeValues>) {
  const { t } = useLingui()
  return (
    <>
      <LocalizedTextField form={form} fields="name" label={t`Name`} />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`Lowercase Latin letters, digits and dashes, e.g. case-site.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
    </>
  )
}

/** Card types: kinds of sites a card can be (case site, roulette, trade bot…). */
export const cardTypesResource = defineResource({
  section: 'card-types',
  api: cardTypesApi,
  titles: { singular: msg`Card type`, create: msg`New card type` },
  displayName: (type, locale) => localized(type.name, locale) || type.slug,
  list: {
    defaultSort: 'name',
    columns: (col) => [
      col.localized('name', msg`Name`, { sort: 'name' }),
      col.text('slug', msg`Slug`),
      col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
    ],
  },
  form: {
    defaults: (type): CardTypeValues => ({ slug: type?.slug ?? '', name: { ...(type?.name ?? { ru: '', en: '' }) } }),
    toInput: (values) => ({ slug: values.slug.trim(), name: values.name }),
    Fields: CardTypeFields,
  },
})
