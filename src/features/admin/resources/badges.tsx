import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '~/shared/services/app-services'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'
import { BadgeChip } from './badge-chip'
import styles from './badges.module.css'

/** @public The badges' API, also for relation sources (a card's badges). */
export const badgesApi = createResourceApi('/admin/badges', '/admin/badges/{id}')

interface BadgeValues {
  text: { ru: string; en: string }
  color: string
}

function BadgeFields({ form }: ResourceFieldsProps<BadgeValues>) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <>
      <LocalizedTextField form={form} fields="text" label={t`Text`} />
      <form.AppField name="color">{(field) => <field.ColorField label={t`Colour`} />}</form.AppField>
      <div className={styles.preview}>
        <span className={styles.previewLabel}>
          <Trans>Preview</Trans>
        </span>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <BadgeChip text={localized(values.text, locale)} color={values.color} />}
        </form.Subscribe>
      </div>
    </>
  )
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
    defaults: (badge): BadgeValues => ({
      text: { ...(badge?.text ?? { ru: '', en: '' }) },
      color: badge?.color ?? '#4f7cff',
    }),
    toInput: (values) => ({ text: values.text, color: values.color.trim() }),
    Fields: BadgeFields,
  },
})
