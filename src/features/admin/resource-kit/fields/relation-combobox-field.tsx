import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import type { RelationSource } from '../filters'
import { RelationCombobox } from '../relation-combobox'

export interface RelationComboboxFieldProps {
  label: string
  /** The kind searched: `relationSource(...)` of a kind whose records carry what its `label` reads (users). */
  source: RelationSource
  hint?: string
  readOnly?: boolean
}

/**
 * A record of a kind with too many records to list, by id, found by typing
 * (`<field.RelationComboboxField label={t`User`} source={user} />`); null while none is chosen.
 * Kinds with a few records use `RelationSelectField`.
 */
export function RelationComboboxField({ label, source, hint, readOnly }: RelationComboboxFieldProps) {
  const field = useFieldContext<number | null>()
  return (
    <RelationCombobox
      label={label}
      source={source}
      hint={hint}
      readOnly={readOnly}
      name={field.name}
      value={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(value) => field.handleChange(value)}
    />
  )
}
