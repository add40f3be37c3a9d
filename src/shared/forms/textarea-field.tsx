import { TextInput, type TextInputPropsFor } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import type { ControlledProps } from './controlled-props'

export type TextareaFieldProps = Omit<TextInputPropsFor<'textarea'>, ControlledProps>

/** A multi-line text field bound to a string value. */
export function TextareaField(props: TextareaFieldProps) {
  const field = useFieldContext<string>()
  return (
    <TextInput
      {...props}
      type="textarea"
      name={field.name}
      value={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(event.target.value)}
    />
  )
}
