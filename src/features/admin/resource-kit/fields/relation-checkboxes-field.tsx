import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { Button } from '~/shared/ui/button/button'
import { TextInput } from '~/shared/ui/text-input/text-input'
import type { RelationSource } from '../filters'
import { useRelationOptions } from '../relation-options'
import styles from './relation-checkboxes-field.module.css'

type Key = string | number

export interface RelationCheckboxesFieldProps {
  /** The group's legend. */
  label: string
  /** The kind whose records are offered (by id, or by the source's `key`). */
  source: RelationSource
  hint?: string
  readOnly?: boolean
}

/**
 * Any number of records of another kind, ticked from its list
 * (`<field.RelationCheckboxesField label={t`Roles`} source={role} />`): a fieldset of checkboxes,
 * the value the chosen ids (or keys) in the list's order. A chosen record the list does not
 * offer (past its first 100) stays, ticked, at the end. A message on the list goes under it.
 */
export function RelationCheckboxesField({ label, source, hint, readOnly }: RelationCheckboxesFieldProps) {
  const { t } = useLingui()
  const field = useFieldContext<Key[]>()
  const relation = useRelationOptions(source)
  const id = useId()
  const chosen = field.state.value
  const error = errorText(field.state.meta.errors)
  const options = [
    ...relation.options,
    ...chosen
      .filter((key) => !relation.options.some((option) => option.value === key))
      .map((key) => ({ value: key, label: String(key) })),
  ]
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  const toggle = (key: Key, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((value) => value !== key)
    // In the list's order, so the value does not depend on the order of the clicks.
    field.handleChange(options.map((option) => option.value).filter((value) => next.includes(value)))
  }

  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-busy={relation.isPending || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {relation.isPending && options.length === 0 ? (
        <p className={styles.hint}>
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <div className={styles.options}>
          {options.map((option) => (
            <TextInput
              key={option.value}
              type="checkbox"
              name={field.name}
              value={String(option.value)}
              label={option.label}
              checked={chosen.includes(option.value)}
              readOnly={readOnly}
              onBlur={field.handleBlur}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
          ))}
        </div>
      )}
      {relation.isError && (
        <p className={styles.hint}>
          {t`The list could not be loaded.`}{' '}
          <Button variant="ghost" size="sm" onClick={() => void relation.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
