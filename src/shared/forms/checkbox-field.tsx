import { TextInput, type TextInputPropsFor } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import type { ControlledProps } from './controlled-props'

export type CheckboxFieldProps = Omit<TextInputPropsFor<'checkbox' | 'radio'>, ControlledProps>

/** A checkbox bound to a boolean value. */
export function CheckboxField(props: CheckboxFieldProps) {
  const field = useFieldContext<boolean>()
  return (
    <TextInput
      {...props}
      type="checkbox"
      name={field.name}
      checked={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(event.target.checked)}
    />
  )
}
