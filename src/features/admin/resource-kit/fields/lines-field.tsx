import { useField, useStore, type AnyFormApi } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '~/shared/forms/error-text'
import { useFieldContext } from '~/shared/forms/form-contexts'
import { TextInput } from '~/shared/ui/text-input/text-input'
import { joinLines, splitLines, tidyLines } from './lines'

export interface LinesFieldProps {
  label: string
  hint?: string
  rows?: number
  readOnly?: boolean
}

/**
 * A line's own field of the form (`newRewards[1]`): it renders nothing, but being registered,
 * a 422 message on `newRewards.1` lands on it rather than in the form's alert, and the textarea
 * says it with its line number.
 */
function LineField({ form, name }: { form: AnyFormApi; name: string }) {
  useField({ form, name: name as never })
  return null
}

/**
 * A list of short texts typed one per line (`<field.LinesField label={t`Keys to add`} />` on a
 * `string[]` value), such as keys or codes pasted from a file. Leaving the field trims the lines
 * and drops empty ones, so each line is one item sent; the server's messages about an item are
 * said under the field by line ("Line 2: …"), and editing clears them.
 */
export function LinesField({ label, hint, rows = 6, readOnly }: LinesFieldProps) {
  const { t } = useLingui()
  const field = useFieldContext<string[]>()
  const lines = field.state.value
  const lineName = (index: number) => `${field.name}[${index}]`
  const lineErrors = useStore(field.form.store, (state) =>
    lines.map((_, index) => errorText(state.fieldMeta[lineName(index)]?.errors ?? []) ?? ''),
  )
  const problems = lineErrors.flatMap((message, index) => {
    const line = index + 1
    return message ? [t`Line ${line}: ${message}`] : []
  })
  const ownError = errorText(field.state.meta.errors)
  // One text, so it is said in order after the hint: the list's own message, then each refused line.
  const error = [ownError, problems.length > 0 ? t`Some lines were refused.` : undefined, ...problems]
    .filter(Boolean)
    .join(' ')

  const clearLineErrors = () => {
    lines.forEach((_, index) => {
      if (lineErrors[index])
        field.form.setFieldMeta(lineName(index), (meta) => ({ ...meta, errorMap: {}, errorSourceMap: {} }))
    })
  }

  return (
    <>
      <TextInput
        type="textarea"
        label={label}
        name={field.name}
        rows={rows}
        hint={hint}
        readOnly={readOnly}
        spellCheck={false}
        value={joinLines(lines)}
        error={error || undefined}
        onChange={(event) => {
          clearLineErrors()
          field.handleChange(splitLines(event.target.value))
        }}
        onBlur={() => {
          const tidy = tidyLines(lines)
          if (tidy.length !== lines.length || tidy.some((line, index) => line !== lines[index]))
            field.handleChange(tidy)
          field.handleBlur()
        }}
      />
      {lines.map((_, index) => (
        <LineField key={index} form={field.form} name={lineName(index)} />
      ))}
    </>
  )
}
