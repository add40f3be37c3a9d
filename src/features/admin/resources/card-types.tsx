import { msg } from '@lingui/core/macro'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { localized } from '../resource-kit/localized'

export const cardTypesApi = createResourceApi('/admin/card-types', '/admin/card-types/{id}')

interface CardTypeValues {
  slug: string
  name: { ru: string; en: string }
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
    Fields: () => null,
  },
})
