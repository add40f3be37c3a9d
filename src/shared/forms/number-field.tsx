import { TextInput, type TextInputPropsFor } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import type { ControlledProps } from './controlled-props'

export type NumberFieldProps = Omit<TextInputPropsFor<'number'>, ControlledProps>

/**
 * A number field (step 1 unless given). Its value is a number, or null while empty; a form that
 * parses the text itself (the shop's price filters accept "12,5") gives it a string value
 * instead, and gets the text as typed.
 */
export function NumberField(props: NumberFieldProps) {
  const field = useFieldContext<number | string | null>()
  const keepsText = typeof field.state.value === 'string'
  return (
    <TextInput
      {...props}
      type="number"
      name={field.name}
      value={field.state.value ?? ''}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => {
        const text = event.target.value
        field.handleChange(keepsText ? text : text === '' ? null : event.target.valueAsNumber)
      }}
    />
  )
}
