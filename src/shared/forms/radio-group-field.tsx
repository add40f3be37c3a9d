import { useId, type ReactNode } from 'react'
import { clsx } from '~/shared/lib/clsx'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import styles from './radio-group-field.module.css'

type RadioValue = string | number

interface RadioOption {
  value: RadioValue
  label: string
}

export interface RadioGroupFieldProps {
  /** Names the group (a fieldset's legend), as a label names one field. */
  legend: ReactNode
  options: readonly RadioOption[]
  hint?: ReactNode
  /** Options side by side (a 1 to 5 mark) instead of one under another. */
  inline?: boolean
  readOnly?: boolean
  className?: string
}

/**
 * One choice among a few, bound to the option's value (null or '' while none is chosen): a
 * fieldset whose legend names the group and whose one error, linked to the group, is shown
 * under the options.
 */
export function RadioGroupField({ legend, options, hint, inline = false, readOnly, className }: RadioGroupFieldProps) {
  const field = useFieldContext<RadioValue | null>()
  const id = useId()
  const error = errorText(field.state.meta.errors)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  return (
    <fieldset
      // A group cannot be read-only in ARIA; a radio group can.
      role={readOnly ? 'radiogroup' : undefined}
      aria-readonly={readOnly || undefined}
      className={clsx(styles.group, className)}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={clsx(styles.options, inline && styles.inline)}>
        {options.map((option) => (
          <TextInput
            key={option.value}
            type="radio"
            name={field.name}
            value={option.value}
            label={option.label}
            readOnly={readOnly}
            checked={field.state.value === option.value}
            onBlur={field.handleBlur}
            onChange={() => field.handleChange(option.value)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
