import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField, type LocalizedValues } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'
import { Tag } from '../resource-kit/tag'
import { rolesApi } from './sources'

interface RoleValues {
  name: string
  title: LocalizedValues
}

function RoleFields({ form, record }: ResourceFieldsProps<RoleValues>) {
  const { t } = useLingui()
  const editing = record !== undefined
  return (
    <>
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t`Name (identifier)`}
            hint={
              editing
                ? t`Users carry the role by this name, so it cannot change.`
                : t`Latin letters, digits, _ and -, starting with a letter, e.g. moderator. It cannot change later.`
            }
            readOnly={editing}
            spellCheck={false}
            autoComplete="off"
          />
        )}
      </form.AppField>
      <LocalizedTextField form={form} fields="title" label={t`Display name`} hint={t`How the panel names the role.`} />
    </>
  )
}

const builtIn = msg`A built-in role cannot be deleted.`

/** Roles users hold; `admin` and `articlesEditor` are built in and open the panel's sections. */
export const rolesResource = defineResource({
  section: 'roles',
  api: rolesApi,
  titles: { singular: msg`Role`, create: msg`New role` },
  displayName: (role, locale) => localized(role.title, locale) || role.name,
  deleteBlocked: (role) => (role.system ? builtIn : null),
  list: {
    defaultSort: 'name',
    columns: (col) => [
      col.text('name', msg`Identifier`, { sort: 'name' }),
      col.localized('title', msg`Display name`),
      col.custom({
        id: 'system',
        header: msg`Built-in`,
        cell: (role, { i18n }) => (role.system ? <Tag tone="notice">{i18n._(msg`Built-in`)}</Tag> : '—'),
      }),
      col.number('usersCount', msg`Users`, { sort: 'usersCount' }),
    ],
  },
  form: {
    defaults: (role): RoleValues => ({ name: role?.name ?? '', title: { ...(role?.title ?? { ru: '', en: '' }) } }),
    toInput: (values) => ({ name: values.name.trim(), title: values.title }),
    toUpdate: (values) => ({ title: values.title }),
    Fields: RoleFields,
  },
})
