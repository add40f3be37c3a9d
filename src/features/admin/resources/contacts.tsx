import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminContactInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { createResourceApi } from '../api/resource-api'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'

const contactsApi = createResourceApi('/admin/contacts', '/admin/contacts/{id}')

interface ContactValues {
  name: { ru: string; en: string }
  content: string
  contentLabel: { ru: string; en: string }
  position: number | null
}

function ContactFields({ form }: ResourceFieldsProps<ContactValues>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  return (
    <>
      <LocalizedTextField form={form} fields="name" label={t`Name`} hint={t`What the contact is for, e.g. Support.`} />
      <form.AppField name="content">
        {(field) => (
          <field.TextField
            label={t`Content`}
            hint={t`An address starting with https:// (a link), mailto:name@example.com (an email), or plain text.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <LocalizedTextField
        form={form}
        fields="contentLabel"
        label={t`Content label`}
        hint={t`How the contact is shown on the page, e.g. the messenger's name.`}
      />
      <form.AppField name="position" validators={ruled(AdminContactInput.position, { required: msg`Enter a number.` })}>
        {(field) => (
          <field.NumberField
            label={t`Position`}
            hint={t`The contacts page shows the smallest first.`}
            min={AdminContactInput.position.minimum}
          />
        )}
      </form.AppField>
    </>
  )
}

/** Entries of the contacts page: a link, an email or a plain text, each with its label. */
export const contactsResource = defineResource({
  section: 'contacts',
  api: contactsApi,
  titles: { singular: msg`Contact`, create: msg`New contact` },
  displayName: (contact, locale) => localized(contact.name, locale) || contact.content,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.localized('name', msg`Name`, { sort: 'name' }),
      col.localized('contentLabel', msg`Content label`),
      col.text('content', msg`Content`),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
    ],
  },
  form: {
    defaults: (contact): ContactValues => ({
      name: { ...(contact?.name ?? { ru: '', en: '' }) },
      content: contact?.content ?? '',
      contentLabel: { ...(contact?.contentLabel ?? { ru: '', en: '' }) },
      position: contact?.position ?? 0,
    }),
    toInput: (values) => ({
      name: values.name,
      content: values.content.trim(),
      contentLabel: values.contentLabel,
      position: values.position ?? 0,
    }),
    Fields: ContactFields,
  },
})
