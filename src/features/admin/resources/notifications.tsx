import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '~/api/types'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { createResourceApi } from '../api/resource-api'
import { CellText } from '../resource-kit/columns'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField, type LocalizedValues } from '../resource-kit/fields/localized-text-field'
import type { CreatePreset, ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'
import { audienceLabel, optionsOf } from './labels'
import { userSource } from './sources'

const notificationsApi = createResourceApi('/admin/notifications', '/admin/notifications/{id}')

type Notification = Schemas['AdminNotification']
type Audience = Schemas['AdminNotificationAudience']

interface NotificationValues {
  audience: Audience
  userId: number | null
  title: LocalizedValues
  description: LocalizedValues
  link: string
}

/** A user's "send a notification" link presets the addressee: `?userId=5`. */
function presetAddressee(preset: CreatePreset): Pick<NotificationValues, 'audience' | 'userId'> {
  const id = Number(preset.userId)
  return Number.isSafeInteger(id) && id > 0 ? { audience: 'user', userId: id } : { audience: 'all', userId: null }
}

function NotificationFields({ form, record }: ResourceFieldsProps<NotificationValues, Notification>) {
  const { t, i18n } = useLingui()
  const audienceOptions = optionsOf(audienceLabel).map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }))
  return (
    <>
      {record ? (
        // Sent already: who got it stays as it was.
        <TextInput
          label={t`Sent to`}
          value={record.user ? `${record.user.steam_name} (#${record.user.id})` : i18n._(audienceLabel.all)}
          hint={t`A notification stays with those it was sent to; only its texts and link can change.`}
          readOnly
        />
      ) : (
        <>
          <form.AppField name="audience">
            {(field) => (
              <field.RadioGroupField
                legend={t`Send to`}
                options={audienceOptions}
                inline
                hint={t`Everyone: every user, present and future; it appears at once in the bell of those who have the site open.`}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.audience}>
            {(audience) =>
              audience === 'user' && (
                <form.AppField
                  name="userId"
                  validators={{ onSubmit: ({ value }) => (value === null ? t`Choose a user.` : undefined) }}
                >
                  {(field) => (
                    <field.RelationComboboxField
                      label={t`User`}
                      source={userSource}
                      hint={t`Type a name or a platform id.`}
                    />
                  )}
                </form.AppField>
              )
            }
          </form.Subscribe>
        </>
      )}
      <LocalizedTextField form={form} fields="title" label={t`Title`} />
      <LocalizedTextField form={form} fields="description" label={t`Description`} multiline />
      <form.AppField name="link">
        {(field) => (
          <field.TextField
            label={t`Link (optional)`}
            hint={t`Where “More details” leads: a path on the site (/games/cases) or an address starting with http:// or https://.`}
            inputMode="url"
            spellCheck={false}
          />
        )}
      </form.AppField>
    </>
  )
}

const toTexts = (values: NotificationValues) => ({
  title: values.title,
  description: values.description,
  link: values.link.trim() || null,
})

/** Notifications to one user or to everyone, shown in the header's bell. */
export const notificationsResource = defineResource({
  section: 'notifications',
  api: notificationsApi,
  titles: { singular: msg`Notification`, create: msg`New notification` },
  displayName: (notification, locale) => localized(notification.title, locale) || `#${notification.id}`,
  list: {
    defaultSort: '-createdAt',
    columns: (col) => [
      col.localized('title', msg`Title`),
      col.custom({
        id: 'audience',
        header: msg`Sent to`,
        cell: (notification, { i18n }) =>
          notification.user ? <CellText text={notification.user.steam_name} /> : i18n._(audienceLabel.all),
      }),
      col.date('createdAt', msg`Sent`, { sort: 'createdAt', time: true }),
      col.number('viewedCount', msg`Viewed by`),
    ],
    filters: [
      { kind: 'select', key: 'audience', label: msg`Sent to`, options: optionsOf(audienceLabel) },
      { kind: 'relation', key: 'user', label: msg`User`, source: userSource, searchable: true },
    ],
  },
  form: {
    defaults: (notification, preset = {}): NotificationValues => ({
      ...(notification
        ? { audience: notification.audience, userId: notification.user?.id ?? null }
        : presetAddressee(preset)),
      title: { ...(notification?.title ?? { ru: '', en: '' }) },
      description: { ...(notification?.description ?? { ru: '', en: '' }) },
      link: notification?.link ?? '',
    }),
    toInput: (values) => ({
      audience: values.audience,
      userId: values.audience === 'user' ? values.userId : null,
      ...toTexts(values),
    }),
    toUpdate: toTexts,
    Fields: NotificationFields,
  },
})
