import { useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { TextInput } from '~/shared/ui/text-input/text-input'
import type { RelationSource } from '../filters'
import { useRelationOptions } from '../relation-options'

export interface RelationSelectFieldProps {
  label: string
  /** Where the options come from: another kind's list (`relationSource(...)`). */
  source: RelationSource
  /** Offers "none" (the value null), for optional relations. */
  optional?: boolean
  hint?: string
}

/**
 * A record of another kind, by id (`<field.RelationSelectField label={t`Category`} source={category} />`),
 * chosen from that kind's list; null while none is chosen.
 */
export function RelationSelectField({ label, source, optional = false, hint }: RelationSelectFieldProps) {
  const { t } = useLingui()
  const field = useFieldContext<number | null>()
  const relation = useRelationOptions(source)
  const value = field.state.value
  const options = relation.options.map((option) => ({ value: String(option.value), label: option.label }))
  // The current record stays shown while the options load, or if it is past the first 100.
  if (value !== null && !options.some((option) => option.value === String(value)))
    options.unshift({ value: String(value), label: `#${value}` })
  const placeholder = relation.isPending ? t`Loading…` : optional ? t`None` : t`Choose…`
  return (
    <TextInput
      type="select"
      label={label}
      name={field.name}
      value={value === null ? '' : String(value)}
      hint={relation.isError ? t`The list could not be loaded.` : hint}
      aria-busy={relation.isPending || undefined}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="" disabled={!optional && value !== null}>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextInput>
  )
}
