import { msg } from '@lingui/core/macro'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { localized } from '../resource-kit/localized'
import { BadgeChip } from './badge-chip'

export const badgesApi = createResourceApi('/admin/badges', '/admin/badges/{id}')

interface BadgeValues {
  text: { ru: string; en: string }
  color: string
}

/** Badges shown on cards: a short text on a colour. */
export const badgesResource = defineResource({
  section: 'badges',
  api: badgesApi,
  titles: { singular: msg`Badge`, create: msg`New badge` },
  displayName: (badge, locale) => localized(badge.text, locale) || badge.color,
  list: {
    defaultSort: 'text',
    columns: (col) => [
      col.custom({
        id: 'text',
        header: msg`Badge`,
        sort: 'text',
        cell: (badge, { locale }) => <BadgeChip text={localized(badge.text, locale)} color={badge.color} />,
      }),
      col.text('color', msg`Colour`),
      col.number('cardsCount', msg`Cards`, { sort: 'cardsCount' }),
    ],
  },
  form: {
    defaults: (badge): BadgeValues => ({ text: { ...(badge?.text ?? { ru: '', en: '' }) }, color: badge?.color ?? '#4f7cff' }),
    toInput: (values) => ({ text: values.text, color: values.color.trim() }),
    Fields: () => null,
  },
})
