import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './text-input.module.css'

interface FieldBase {
  label: ReactNode
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode
  /** The field's error (e.g. from useServerFieldErrors); marks it aria-invalid. */
  error?: string | null
  /** Keeps the label for screen readers only, for fields whose purpose is obvious on screen. */
  hideLabel?: boolean
  className?: string
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>
type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>

type TextFieldProps = FieldBase & InputAttributes & { type?: 'text'; ref?: Ref<HTMLInputElement> }
/** `step` defaults to 1 (spec section 5). */
type NumberFieldProps = FieldBase & InputAttributes & { type: 'number'; ref?: Ref<HTMLInputElement> }
type ChoiceFieldProps = FieldBase & InputAttributes & { type: 'checkbox' | 'radio'; ref?: Ref<HTMLInputElement> }
type TextareaFieldProps = FieldBase & TextareaAttributes & { type: 'textarea'; ref?: Ref<HTMLTextAreaElement> }

export type TextInputProps = TextFieldProps | NumberFieldProps | ChoiceFieldProps | TextareaFieldProps

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list === '' ? undefined : list
}

/**
 * The one form field of the site (spec section 5): text, textarea, number, checkbox and
 * radio, each with a label, an optional hint and the field's error, and a read-only mode.
 */
export function TextInput(props: TextInputProps) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  const hintId = props.hint ? `${id}-hint` : undefined
  const errorId = props.error ? `${id}-error` : undefined
  const a11y = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props['aria-describedby'], hintId, errorId),
  } as const

  const messages = (
    <>
      {props.hint && (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      )}
    </>
  )

  if (props.type === 'checkbox' || props.type === 'radio') {
    const { label, hint: _hint, error: _error, hideLabel, className, readOnly, onClick, ...input } = props
    return (
      <div className={clsx(styles.field, styles.choiceField, className)}>
        <div className={styles.choice}>
          <input
            {...input}
            {...a11y}
            className={clsx(styles.choiceInput, readOnly && styles.readOnly)}
            aria-readonly={readOnly || undefined}
            onClick={(event) => {
              // Browsers ignore `readonly` on checkboxes and radios; a read-only one must not toggle.
              if (readOnly) event.preventDefault()
              onClick?.(event)
            }}
          />
          <label htmlFor={id} className={clsx(styles.choiceLabel, hideLabel && 'visually-hidden')}>
            {label}
          </label>
        </div>
        {messages}
      </div>
    )
  }

  const labelElement = (
    <label htmlFor={id} className={clsx(styles.label, props.hideLabel && 'visually-hidden')}>
      {props.label}
    </label>
  )

  if (props.type === 'textarea') {
    const { label: _label, hint: _hint, error: _error, hideLabel: _hideLabel, className, type: _type, rows = 4, ...textarea } = props
    return (
      <div className={clsx(styles.field, className)}>
        {labelElement}
        <textarea {...textarea} {...a11y} rows={rows} className={clsx(styles.control, styles.textarea)} />
        {messages}
      </div>
    )
  }

  const { label: _label, hint: _hint, error: _error, hideLabel: _hideLabel, className, type = 'text', ...input } = props
  return (
    <div className={clsx(styles.field, className)}>
      {labelElement}
      <input
        {...input}
        {...a11y}
        type={type}
        step={type === 'number' ? (input.step ?? 1) : input.step}
        inputMode={type === 'number' ? (input.inputMode ?? 'decimal') : input.inputMode}
        className={styles.control}
      />
      {messages}
    </div>
  )
}
