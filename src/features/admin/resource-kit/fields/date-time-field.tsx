import { useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { isoToUtcInput, utcInputToIso } from './utc-date-time'

export interface DateTimeFieldProps {
  label: string
  /** Replaces the default hint, which says the time is in UTC. */
  hint?: string
  readOnly?: boolean
}

/**
 * A moment as the contract has it (an ISO 8601 UTC string, or null while empty):
 * `<field.DateTimeField label={t`Valid until`} />`. The admin enters it in UTC, the time zone
 * the site shows dates in, and the label says so. While the browser's picker holds a partial
 * date its value is '', so the field is null until the moment is whole.
 */
export function DateTimeField({ label, hint, readOnly }: DateTimeFieldProps) {
  const { t } = useLingui()
  const field = useFieldContext<string | null>()
  return (
    <TextInput
      type="datetime-local"
      label={t`${label} (UTC)`}
      name={field.name}
      value={isoToUtcInput(field.state.value)}
      readOnly={readOnly}
      hint={hint ?? t`In UTC, the time zone the site shows dates in (Moscow time is UTC+3).`}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(utcInputToIso(event.target.value))}
    />
  )
}
