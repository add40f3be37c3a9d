import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { clsx } from '~/shared/lib/clsx'
import styles from './text-input.module.css'

interface FieldBase {
  label: ReactNode
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode
  /** The field's error (the form kit passes the field's first one); marks it aria-invalid. */
  error?: string | null
  /** Keeps the label for screen readers only, for fields whose purpose is obvious on screen. */
  hideLabel?: boolean
  className?: string
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>
type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>
type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>

type TextProps = FieldBase &
  InputAttributes & {
    type?: 'text'
    ref?: Ref<HTMLInputElement>
    /** Drawn over and around the control, in a box positioned on it: a combobox's clear button and list. */
    adornment?: ReactNode
  }
/** `step` defaults to 1 (spec section 5). */
type NumberProps = FieldBase & InputAttributes & { type: 'number'; ref?: Ref<HTMLInputElement> }
/** A date and time without a zone (the admin panel reads it as UTC). */
type DateTimeProps = FieldBase & InputAttributes & { type: 'datetime-local'; ref?: Ref<HTMLInputElement> }
type ChoiceProps = FieldBase & InputAttributes & { type: 'checkbox' | 'radio'; ref?: Ref<HTMLInputElement> }
type TextareaProps = FieldBase & TextareaAttributes & { type: 'textarea'; ref?: Ref<HTMLTextAreaElement> }
/** Its `<option>`s are the children. HTML has no read-only select: a fixed choice is a read-only text field. */
type SelectProps = FieldBase & SelectAttributes & { type: 'select'; ref?: Ref<HTMLSelectElement> }

export type TextInputProps = TextProps | NumberProps | DateTimeProps | ChoiceProps | TextareaProps | SelectProps

/** The props of one type of field, e.g. `TextInputPropsFor<'textarea'>`. */
export type TextInputPropsFor<T extends TextInputProps['type']> = Extract<TextInputProps, { type?: T }>

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list === '' ? undefined : list
}

/**
 * The one form field of the site (spec section 5): text, textarea, number, checkbox, radio and
 * select, each with a label, an optional hint and the field's error, and a read-only mode.
 * Forms use it through the form kit (`src/shared/forms`), which passes value, name and error.
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
            // ARIA has read-only checkboxes but not radios: a read-only radio group says it on the group.
            aria-readonly={(readOnly && props.type === 'checkbox') || undefined}
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

  if (props.type === 'select') {
    const {
      label: _label,
      hint: _hint,
      error: _error,
      hideLabel: _hideLabel,
      className,
      type: _type,
      ...select
    } = props
    return (
      <div className={clsx(styles.field, className)}>
        {labelElement}
        <select {...select} {...a11y} className={clsx(styles.control, styles.select)} />
        {messages}
      </div>
    )
  }

  if (props.type === 'textarea') {
    const {
      label: _label,
      hint: _hint,
      error: _error,
      hideLabel: _hideLabel,
      className,
      type: _type,
      rows = 4,
      ...textarea
    } = props
    return (
      <div className={clsx(styles.field, className)}>
        {labelElement}
        <textarea {...textarea} {...a11y} rows={rows} className={clsx(styles.control, styles.textarea)} />
        {messages}
      </div>
    )
  }

  const { label: _label, hint: _hint, error: _error, hideLabel: _hideLabel, className, type = 'text', ...rest } = props
  const { adornment, ...input } = 'adornment' in rest ? rest : { ...rest, adornment: undefined }
  const control = (
    <input
      {...input}
      {...a11y}
      type={type}
      step={type === 'number' ? (input.step ?? 1) : input.step}
      inputMode={type === 'number' ? (input.inputMode ?? 'decimal') : input.inputMode}
      className={styles.control}
    />
  )
  return (
    <div className={clsx(styles.field, className)}>
      {labelElement}
      {adornment ? (
        <div className={styles.anchor}>
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {messages}
    </div>
  )
}
