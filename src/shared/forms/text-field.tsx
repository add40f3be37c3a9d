import { TextInput, type TextInputPropsFor } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import type { ControlledProps } from './controlled-props'

export type TextFieldProps = Omit<TextInputPropsFor<'text'>, ControlledProps>

/** A one-line text field bound to a string value: `<field.TextField label={t`Name`} />`. */
export function TextField(props: TextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <TextInput
      {...props}
      type="text"
      name={field.name}
      value={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(event.target.value)}
    />
  )
}
