import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdminCaseInput } from '~/api/field-rules.gen'
import { useFieldRules } from '~/shared/forms/field-rule'
import { useLocale } from '~/shared/services/app-services'
import { defineResource } from '../resource-kit/define-resource'
import { LocalizedTextField } from '../resource-kit/fields/localized-text-field'
import type { ResourceFieldsProps } from '../resource-kit/form-types'
import { localized } from '../resource-kit/localized'
import { CaseAside } from './case-aside'
import { CaseItemsField } from './case-items-field'
import { caseInput, caseValues, type CaseValues } from './case-values'
import { formatMinutes } from './durations'
import { caseTypeGate, caseTypeLabel, optionsOf } from './labels'
import { casesApi } from './sources'
import styles from './cases.module.css'

function CaseFields({ form }: ResourceFieldsProps<CaseValues>) {
  const { t, i18n } = useLingui()
  const ruled = useFieldRules()
  const locale = useLocale()
  const typeOptions = optionsOf(caseTypeLabel).map((option) => ({ value: option.value, label: i18n._(option.label) }))
  return (
    <>
      <LocalizedTextField form={form} fields="title" label={t`Title`} />
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t`Slug`}
            hint={t`The page's address, e.g. daily-case: lowercase Latin letters, digits and dashes.`}
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.type}>
        {(type) => (
          <div className={styles.pair}>
            <form.AppField name="type">
              {(field) => (
                <field.RadioGroupField legend={t`Type`} options={typeOptions} hint={i18n._(caseTypeGate[type])} />
              )}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.cooldownMinutes}>
              {(minutes) => {
                const human =
                  minutes !== null && Number.isInteger(minutes) && minutes >= 0 ? formatMinutes(minutes, locale) : '—'
                const typed = minutes ?? 0
                return (
                  <form.AppField
                    name="cooldownMinutes"
                    validators={ruled(AdminCaseInput.cooldownMinutes, { required: msg`Enter a number.` })}
                  >
                    {(field) => (
                      <field.NumberField
                        label={t`Cooldown, minutes`}
                        hint={
                          type === 'timed'
                            ? t`${typed} min = ${human}. Not used by timed cases: they follow their window.`
                            : t`${typed} min = ${human}: how long a visitor waits after opening it before opening it again.`
                        }
                        min={AdminCaseInput.cooldownMinutes.minimum}
                        max={AdminCaseInput.cooldownMinutes.maximum}
                      />
                    )}
                  </form.AppField>
                )
              }}
            </form.Subscribe>
          </div>
        )}
      </form.Subscribe>
      <form.AppField name="preview">{(field) => <field.ImageField label={t`Preview image`} />}</form.AppField>
      <div className={styles.pair}>
        <form.AppField name="position" validators={ruled(AdminCaseInput.position, { required: msg`Enter a number.` })}>
          {(field) => (
            <field.NumberField
              label={t`Position`}
              hint={t`The cases page shows the smallest first.`}
              min={AdminCaseInput.position.minimum}
            />
          )}
        </form.AppField>
        <form.AppField name="top">
          {(field) => (
            <field.CheckboxField label={t`Among the top cases (on the home page)`} className={styles.besideInput} />
          )}
        </form.AppField>
      </div>
      <CaseItemsField form={form} />
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

/** Free cases: the pages `/games/cases/{slug}`, with the items they drop and their chances. */
export const casesResource = defineResource({
  section: 'cases',
  api: casesApi,
  titles: { singular: msg`Case`, create: msg`New case` },
  displayName: (item, locale) => localized(item.title, locale) || item.slug,
  list: {
    defaultSort: 'position',
    columns: (col) => [
      col.image('preview', msg`Preview`),
      col.localized('title', msg`Title`, { sort: 'title' }),
      col.custom({ id: 'type', header: msg`Type`, cell: (item, { i18n }) => i18n._(caseTypeLabel[item.type]) }),
      col.boolean('top', msg`Top`),
      col.number('position', msg`Position`, { sort: 'position', descFirst: false }),
      col.number('itemsCount', msg`Items`),
      col.number('tasksCount', msg`Tasks`),
      col.number('promocodesCount', msg`Promocodes`),
    ],
    filters: [
      { kind: 'select', key: 'type', label: msg`Type`, options: optionsOf(caseTypeLabel) },
      { kind: 'boolean', key: 'top', label: msg`Top` },
    ],
  },
  form: {
    defaults: (record): CaseValues => caseValues(record),
    toInput: caseInput,
    Fields: CaseFields,
    Aside: CaseAside,
  },
})
