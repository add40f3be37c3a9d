import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminTaskInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { createResourceApi } from '../api/resource-api'
import { CellText } from '../resource-kit/columns'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField, type LocalizedValues } from '../resource-kit/fields/localized-text-field'
import type { CreatePreset, ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'
import { Tag } from '../resource-kit/tag'
import { optionsOf, socialLabel, taskKindLabel, taskKindNeeds, taskOwnerLabel } from './labels'
import { caseSource, giveawaySource } from './sources'
import styles from './tasks.module.css'

const tasksApi = createResourceApi('/admin/tasks', '/admin/tasks/{id}')

type TaskKind = Schemas['TaskType']
type TaskOwner = Schemas['AdminTaskOwner']
type Social = 'vk' | 'tg'

interface TaskValues {
  owner: TaskOwner
  ownerId: number | null
  kind: TaskKind
  text: LocalizedValues
  buttonText: LocalizedValues
  url: string
  social: Social | ''
  requiredLevel: number | null
  position: number | null
}

/** What each kind reads besides the texts; the others are sent empty. */
const usesUrl = (kind: TaskKind) => kind === 'visit_link' || kind === 'join_group'
const usesSocial = (kind: TaskKind) => kind === 'join_group' || kind === 'link_social'
const usesLevel = (kind: TaskKind) => kind === 'steam_level'

const ownerSources = { case: caseSource, giveaway: giveawaySource }

function isOwner(value: unknown): value is TaskOwner {
  return value === 'case' || value === 'giveaway'
}

/** A "New task" link of a case or giveaway presets its owner: `?owner=case&ownerId=3`. */
function presetOwner(preset: CreatePreset): Pick<TaskValues, 'owner' | 'ownerId'> {
  const owner = isOwner(preset.owner) ? preset.owner : 'case'
  const id = Number(preset.ownerId)
  return { owner, ownerId: isOwner(preset.owner) && Number.isSafeInteger(id) && id > 0 ? id : null }
}

function TaskFields({ form }: ResourceFieldsProps<TaskValues>) {
  const { t, i18n } = useLingui()
  const ruled = useFieldRules()
  const { minimum: lowestLevel, maximum: highestLevel } = AdminTaskInput.requiredLevel
  const kindOptions = optionsOf(taskKindLabel).map((option) => ({ value: option.value, label: i18n._(option.label) }))
  const ownerOptions = optionsOf(taskOwnerLabel).map((option) => ({ value: option.value, label: i18n._(option.label) }))
  return (
    <>
      <div className={styles.owner}>
        <form.AppField name="owner" listeners={{ onChange: () => form.setFieldValue('ownerId', null) }}>
          {(field) => <field.RadioGroupField legend={t`Belongs to`} options={ownerOptions} inline />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.owner}>
          {(owner) => (
            <form.AppField
              key={owner}
              name="ownerId"
              validators={{ onSubmit: ({ value }) => (value === null ? t`Choose one.` : undefined) }}
            >
              {(field) => (
                <field.RelationSelectField
                  label={owner === 'case' ? t`Case` : t`Giveaway`}
                  source={ownerSources[owner]}
                />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
      </div>

      <form.Subscribe selector={(state) => state.values.kind}>
        {(kind) => (
          <>
            <form.AppField name="kind">
              {(field) => (
                <field.SelectField label={t`Kind`} options={kindOptions} hint={i18n._(taskKindNeeds[kind])} />
              )}
            </form.AppField>
            {usesUrl(kind) && (
              <form.AppField name="url">
                {(field) => (
                  <field.TextField
                    label={kind === 'join_group' ? t`Group address` : t`Address to visit`}
                    hint={t`An address starting with http:// or https://.`}
                    inputMode="url"
                    spellCheck={false}
                  />
                )}
              </form.AppField>
            )}
            {usesSocial(kind) && (
              <form.AppField name="social">
                {(field) => (
                  <field.SelectField
                    label={t`Social network`}
                    options={[
                      { value: '', label: t`Choose…` },
                      ...optionsOf(socialLabel).map((option) => ({ value: option.value, label: i18n._(option.label) })),
                    ]}
                  />
                )}
              </form.AppField>
            )}
            {usesLevel(kind) && (
              <form.AppField name="requiredLevel" validators={ruled(AdminTaskInput.requiredLevel)}>
                {(field) => (
                  <field.NumberField
                    label={t`Required level`}
                    hint={t`From ${lowestLevel} to ${highestLevel}.`}
                    min={lowestLevel}
                    max={highestLevel}
                  />
                )}
              </form.AppField>
            )}
          </>
        )}
      </form.Subscribe>

      <LocalizedTextField form={form} fields="text" label={t`Text`} hint={t`What the user is asked to do.`} multiline />
      <LocalizedTextField
        form={form}
        fields="buttonText"
        label={t`Button text`}
        hint={t`A word or two, e.g. “Visit”.`}
      />
      <form.AppField name="position" validators={ruled(AdminTaskInput.position, { required: msg`Enter a number.` })}>
        {(field) => (
          <field.NumberField
            label={t`Position`}
            hint={t`The owner's page shows the smallest first.`}
            min={AdminTaskInput.position.minimum}
          />
        )}
      </form.AppField>
    </>
  )
}

/** Tasks of cases and giveaways: what a visitor does to open a case or take a reward. */
export const tasksResource = defineResource({
  section: 'tasks',
  api: tasksApi,
  titles: { singular: msg`Task`, create: msg`New task` },
  displayName: (task, locale) => localized(task.text, locale) || `#${task.id}`,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.localized('text', msg`Text`),
      col.custom({
        id: 'kind',
        header: msg`Kind`,
        sort: 'kind',
        cell: (task, { i18n }) => i18n._(taskKindLabel[task.kind]),
      }),
      col.custom({
        id: 'owner',
        header: msg`Belongs to`,
        cell: (task, { i18n }) => (
          <span className={styles.ownerCell}>
            <Tag tone="muted">{i18n._(taskOwnerLabel[task.owner])}</Tag>
            <CellText text={task.ownerTitle} />
          </span>
        ),
      }),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
    ],
    filters: [
      { kind: 'select', key: 'owner', label: msg`Belongs to`, options: optionsOf(taskOwnerLabel) },
      {
        kind: 'dependent-relation',
        key: 'owner_id',
        label: msg`Case or giveaway`,
        dependsOn: 'owner',
        sources: ownerSources,
      },
      { kind: 'select', key: 'kind', label: msg`Kind`, options: optionsOf(taskKindLabel) },
    ],
  },
  form: {
    defaults: (task, preset = {}): TaskValues => ({
      ...(task ? { owner: task.owner, ownerId: task.ownerId } : presetOwner(preset)),
      kind: task?.kind ?? 'visit_link',
      text: { ...(task?.text ?? { ru: '', en: '' }) },
      buttonText: { ...(task?.buttonText ?? { ru: '', en: '' }) },
      url: task?.url ?? '',
      social: task?.social ?? '',
      requiredLevel: task?.requiredLevel ?? null,
      position: task?.position ?? 0,
    }),
    toInput: (values) => ({
      owner: values.owner,
      ownerId: values.ownerId ?? 0,
      kind: values.kind,
      text: values.text,
      buttonText: values.buttonText,
      url: usesUrl(values.kind) ? values.url.trim() : null,
      social: usesSocial(values.kind) && values.social !== '' ? values.social : null,
      requiredLevel: usesLevel(values.kind) ? values.requiredLevel : null,
      position: values.position ?? 0,
    }),
    Fields: TaskFields,
  },
})
