import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminGiveawayInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { defineResource } from '../resource-kit/define-resource'
import { tidyLines } from '../resource-kit/fields/lines'
import { LocalizedImageField } from '../resource-kit/fields/localized-image-field'
import { LocalizedTextField, type LocalizedValues } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { editableLocalized, localized, nullableLocalized } from '../resource-kit/localized'
import { Tag, type TagTone } from '../resource-kit/tag'
import { GiveawayAside } from './giveaway-aside'
import { giveawayStatusLabel, giveawayTypeLabel, optionsOf } from './labels'
import { giveawaysApi } from './sources'
import styles from './giveaways.module.css'

type GiveawayType = Schemas['GiveawayType']
type GiveawayStatus = Schemas['AdminGiveawayStatus']

interface GiveawayValues {
  slug: string
  type: GiveawayType
  title: LocalizedValues
  description: LocalizedValues
  preview: LocalizedValues
  seoTitle: LocalizedValues
  seoDescription: LocalizedValues
  requiredSteamLevel: number | null
  startsAt: string | null
  endsAt: string | null
  /** Keys or codes to add to the pool, one per line. */
  newRewards: string[]
}

const statusTone: Readonly<Record<GiveawayStatus, TagTone>> = {
  scheduled: 'notice',
  active: 'positive',
  ended: 'muted',
}

function GiveawayFields({ form }: ResourceFieldsProps<GiveawayValues>) {
  const { t, i18n } = useLingui()
  const ruled = useFieldRules()
  const { minimum: lowestLevel, maximum: highestLevel } = AdminGiveawayInput.requiredSteamLevel
  const typeOptions = optionsOf(giveawayTypeLabel).map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }))
  return (
    <>
      <div className={styles.pair}>
        <form.AppField name="slug">
          {(field) => (
            <field.TextField
              label={t`Slug`}
              hint={t`The page's address, e.g. cyberpunk-key: lowercase Latin letters, digits and dashes.`}
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="type">
          {(field) => <field.RadioGroupField legend={t`Gives away`} options={typeOptions} inline />}
        </form.AppField>
      </div>
      <LocalizedTextField form={form} fields="title" label={t`Title`} />
      <LocalizedTextField form={form} fields="description" label={t`Description`} multiline />
      <LocalizedImageField form={form} fields="preview" label={t`Preview image`} />
      <div className={styles.trio}>
        <form.AppField name="startsAt">
          {(field) => <field.DateTimeField label={t`Starts at`} hint={t`Visitors see it from then on.`} />}
        </form.AppField>
        <form.AppField name="endsAt">
          {(field) => <field.DateTimeField label={t`Ends at`} hint={t`Later than the start.`} />}
        </form.AppField>
        <form.AppField
          name="requiredSteamLevel"
          validators={ruled(AdminGiveawayInput.requiredSteamLevel, { required: msg`Enter a number.` })}
        >
          {(field) => (
            <field.NumberField
              label={t`Required platform level`}
              hint={t`${lowestLevel} for none; at most ${highestLevel}.`}
              min={lowestLevel}
              max={highestLevel}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="newRewards">
        {(field) => (
          <field.LinesField
            label={t`Keys or codes to add, one per line`}
            hint={t`They join the pool below when you save; each must be new to this giveaway.`}
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

/** Giveaways of game keys and promocodes: the pages `/games/giveaways/{type}/{slug}` and their reward pools. */
export const giveawaysResource = defineResource({
  section: 'giveaways',
  api: giveawaysApi,
  titles: { singular: msg`Giveaway`, create: msg`New giveaway` },
  displayName: (giveaway, locale) => localized(giveaway.title, locale) || giveaway.slug,
  list: {
    defaultSort: '-endsAt',
    columns: (col) => [
      col.localized('title', msg`Title`, { sort: 'title' }),
      col.custom({
        id: 'type',
        header: msg`Gives away`,
        cell: (giveaway, { i18n }) => i18n._(giveawayTypeLabel[giveaway.type]),
      }),
      col.custom({
        id: 'status',
        header: msg`Status`,
        cell: (giveaway, { i18n }) => (
          <Tag tone={statusTone[giveaway.status]}>{i18n._(giveawayStatusLabel[giveaway.status])}</Tag>
        ),
      }),
      col.number('requiredSteamLevel', msg`Level`),
      col.date('endsAt', msg`Ends`, { sort: 'endsAt', time: true }),
      col.custom({
        id: 'rewards',
        header: msg`Rewards left`,
        align: 'end',
        cell: (giveaway, { locale }) =>
          `${new Intl.NumberFormat(locale).format(giveaway.rewardsLeft)} / ${new Intl.NumberFormat(locale).format(giveaway.rewardsTotal)}`,
      }),
    ],
    filters: [
      { kind: 'select', key: 'type', label: msg`Gives away`, options: optionsOf(giveawayTypeLabel) },
      { kind: 'select', key: 'status', label: msg`Status`, options: optionsOf(giveawayStatusLabel) },
    ],
  },
  form: {
    defaults: (giveaway): GiveawayValues => ({
      slug: giveaway?.slug ?? '',
      type: giveaway?.type ?? 'games',
      title: { ...(giveaway?.title ?? { ru: '', en: '' }) },
      description: { ...(giveaway?.description ?? { ru: '', en: '' }) },
      preview: { ...(giveaway?.preview ?? { ru: '', en: '' }) },
      seoTitle: editableLocalized(giveaway?.seoTitle),
      seoDescription: editableLocalized(giveaway?.seoDescription),
      requiredSteamLevel: giveaway?.requiredSteamLevel ?? 0,
      startsAt: giveaway?.startsAt ?? null,
      endsAt: giveaway?.endsAt ?? null,
      newRewards: [],
    }),
    toInput: (values) => ({
      slug: values.slug.trim(),
      type: values.type,
      title: values.title,
      description: values.description,
      preview: { ru: values.preview.ru.trim(), en: values.preview.en.trim() },
      seoTitle: nullableLocalized(values.seoTitle),
      seoDescription: nullableLocalized(values.seoDescription),
      requiredSteamLevel: values.requiredSteamLevel ?? 0,
      // Left empty, the server says at the field that it is required.
      startsAt: values.startsAt ?? '',
      endsAt: values.endsAt ?? '',
      newRewards: tidyLines(values.newRewards),
    }),
    Fields: GiveawayFields,
    Aside: GiveawayAside,
  },
})
