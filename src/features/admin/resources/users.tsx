import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminUserInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { formatCoins } from '~/shared/lib/format'
import { formatDate } from '~/shared/lib/format-date'
import { useLocale } from '~/shared/services/app-services'
import { defineResource } from '../resource-kit/define-resource'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { Tag } from '../resource-kit/tag'
import { RecordFacts } from './record-facts'
import { roleSource, usersApi } from './sources'
import { UserAside } from './user-aside'
import styles from './users.module.css'

type User = Schemas['AdminUser']

interface UserValues {
  steamId: string
  steamName: string
  roles: string[]
  tradelink: string
}

/** What the panel shows of a user but never edits: it changes by their own actions (the balance by the form below). */
function UserFacts({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <RecordFacts
      facts={[
        { label: t`Platform level`, value: String(user.steamLevel) },
        { label: t`Balance, coins`, value: formatCoins(user.balance, locale) },
        { label: t`Referral code`, value: user.refCode },
        { label: t`Registered`, value: formatDate(user.createdAt, i18n) },
      ]}
    />
  )
}

function UserFields({ form, record }: ResourceFieldsProps<UserValues, User>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  const nameMax = AdminUserInput.steamName.maxLength
  return (
    <>
      <div className={styles.identity}>
        <form.AppField name="steamId">
          {(field) => (
            <field.TextField
              label={t`Platform id`}
              hint={
                record
                  ? t`The user's game-platform account; it cannot change.`
                  : t`17 digits starting with 7656119: the account that will sign in.`
              }
              readOnly={record !== undefined}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="steamName" validators={ruled(AdminUserInput.steamName)}>
          {(field) => (
            <field.TextField
              label={t({ message: 'Name', context: "a person's name" })}
              hint={t`At most ${nameMax} characters.`}
              autoComplete="off"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="roles">
        {(field) => (
          <field.RelationCheckboxesField
            label={t`Roles`}
            source={roleSource}
            hint={t`Administrators manage everything; articles editors only articles.`}
          />
        )}
      </form.AppField>
      <form.AppField name="tradelink">
        {(field) => (
          <field.TextField
            label={t`Tradelink (optional)`}
            hint={t`A trade offer address of the game platform, with partner and token.`}
            inputMode="url"
            spellCheck={false}
          />
        )}
      </form.AppField>
      {record && <UserFacts user={record} />}
    </>
  )
}

const toUpdate = (values: UserValues) => ({
  steamName: values.steamName.trim(),
  roles: values.roles,
  tradelink: values.tradelink.trim() || null,
})

/** Users: they appear by signing in; here their name, roles and tradelink, and beside them their balance, ledger and trades. */
export const usersResource = defineResource({
  section: 'users',
  api: usersApi,
  titles: { singular: msg`User`, create: msg`New user` },
  displayName: (user) => user.steamName,
  list: {
    defaultSort: '-createdAt',
    columns: (col) => [
      col.image('steamAvatar', msg`Avatar`),
      col.text('steamName', msg({ message: 'Name', context: "a person's name" }), { sort: 'steamName' }),
      col.text('steamId', msg`Platform id`),
      col.custom({
        id: 'roles',
        header: msg`Roles`,
        cell: (user) =>
          user.roles.length === 0 ? (
            '—'
          ) : (
            <span className={styles.roles}>
              {user.roles.map((role) => (
                <Tag key={role}>{role}</Tag>
              ))}
            </span>
          ),
      }),
      col.custom({
        id: 'balance',
        header: msg`Balance`,
        sort: 'balance',
        descFirst: true,
        align: 'end',
        cell: (user, { locale }) => formatCoins(user.balance, locale),
      }),
      col.number('steamLevel', msg`Level`),
      col.date('createdAt', msg`Registered`, { sort: 'createdAt' }),
    ],
    filters: [{ kind: 'relation', key: 'role', label: msg`Role`, source: roleSource }],
  },
  form: {
    defaults: (user): UserValues => ({
      steamId: user?.steamId ?? '',
      steamName: user?.steamName ?? '',
      roles: [...(user?.roles ?? [])],
      tradelink: user?.tradelink ?? '',
    }),
    toInput: (values) => ({ steamId: values.steamId.trim(), ...toUpdate(values) }),
    toUpdate,
    Fields: UserFields,
    Aside: UserAside,
  },
})
