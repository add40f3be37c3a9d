import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminPromocodeInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import type { Schemas } from '~/api/types'
import { createResourceApi } from '../api/resource-api'
import { CellText } from '../resource-kit/columns'
import { defineResource } from '../resource-kit/define-resource'
import type { CreatePreset, ResourceFieldsProps } from '../resource-kit/form-types'
import { RecordFacts } from './record-facts'
import { promocodeCaseSource } from './sources'

const promocodesApi = createResourceApi('/admin/promocodes', '/admin/promocodes/{id}')

type Promocode = Schemas['AdminPromocode']

interface PromocodeValues {
  caseId: number | null
  code: string
  maxActivations: number | null
  validUntil: string | null
  auto: boolean
}

/** A case's "new promocode" link presets it: `?caseId=4`. */
function presetCase(preset: CreatePreset): number | null {
  const id = Number(preset.caseId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function Activations({ promocode }: { promocode: Promocode }) {
  const { t } = useLingui()
  return (
    <RecordFacts
      facts={[
        { label: t`Activations so far`, value: String(promocode.activations) },
        { label: t`Left`, value: String(promocode.activationsLeft) },
      ]}
    />
  )
}

const { code: codeRule, maxActivations: activationsRule } = AdminPromocodeInput

function PromocodeFields({ form, record }: ResourceFieldsProps<PromocodeValues, Promocode>) {
  const { t } = useLingui()
  const ruled = useFieldRules()
  const { minLength, maxLength } = codeRule
  return (
    <>
      <form.AppField
        name="caseId"
        validators={{ onSubmit: ({ value }) => (value === null ? t`Choose one.` : undefined) }}
      >
        {(field) => (
          <field.RelationSelectField
            label={t`Case`}
            source={promocodeCaseSource}
            hint={t`Only cases of the promocode type take codes.`}
          />
        )}
      </form.AppField>
      <form.AppField name="code" validators={ruled(codeRule, { pattern: msg`Latin letters, digits, _ and - only.` })}>
        {(field) => (
          <field.TextField
            label={t`Code`}
            hint={t`${minLength} to ${maxLength} Latin letters, digits, _ and -; unique whatever its letter case.`}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
          />
        )}
      </form.AppField>
      <form.AppField name="maxActivations" validators={ruled(activationsRule, { required: msg`Enter a number.` })}>
        {(field) => (
          <field.NumberField
            label={t`Activations allowed`}
            hint={t`How many users may activate it; one user once.`}
            min={activationsRule.minimum}
            max={activationsRule.maximum}
          />
        )}
      </form.AppField>
      {record && <Activations promocode={record} />}
      <form.AppField name="validUntil">
        {(field) => (
          <field.DateTimeField
            label={t`Valid until`}
            hint={t`In UTC, the time zone the site shows dates in. Empty: no end.`}
          />
        )}
      </form.AppField>
      <form.AppField name="auto">
        {(field) => <field.CheckboxField label={t`Hand out automatically to signed-in visitors on the case page`} />}
      </form.AppField>
    </>
  )
}

/** Codes that open promocode cases. */
export const promocodesResource = defineResource({
  section: 'promocodes',
  api: promocodesApi,
  titles: { singular: msg`Promocode`, create: msg`New promocode` },
  displayName: (promocode) => promocode.code,
  list: {
    defaultSort: 'code',
    columns: (col) => [
      col.text('code', msg`Code`, { sort: 'code' }),
      col.custom({ id: 'case', header: msg`Case`, cell: (promocode) => <CellText text={promocode.caseTitle} /> }),
      col.custom({
        id: 'activations',
        header: msg`Activations`,
        align: 'end',
        cell: (promocode, { locale }) =>
          `${new Intl.NumberFormat(locale).format(promocode.activations)} / ${new Intl.NumberFormat(locale).format(promocode.maxActivations)}`,
      }),
      col.number('activationsLeft', msg`Left`, { sort: 'activationsLeft' }),
      col.date('validUntil', msg`Valid until`, { time: true }),
      col.boolean('auto', msg`Automatic`),
    ],
    filters: [
      { kind: 'relation', key: 'case', label: msg`Case`, source: promocodeCaseSource },
      { kind: 'boolean', key: 'auto', label: msg`Automatic` },
    ],
  },
  form: {
    defaults: (promocode, preset = {}): PromocodeValues => ({
      caseId: promocode?.caseId ?? presetCase(preset),
      code: promocode?.code ?? '',
      maxActivations: promocode?.maxActivations ?? 5,
      validUntil: promocode?.validUntil ?? null,
      auto: promocode?.auto ?? false,
    }),
    toInput: (values) => ({
      caseId: values.caseId ?? 0,
      code: values.code.trim(),
      maxActivations: values.maxActivations ?? 0,
      validUntil: values.validUntil,
      auto: values.auto,
    }),
    Fields: PromocodeFields,
  },
})
