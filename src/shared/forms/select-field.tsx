import { TextInput, type TextInputPropsFor } from '~/shared/ui/text-input/text-input'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'
import type { ControlledProps } from './controlled-props'

interface SelectOption {
  value: string
  label: string
}

export type SelectFieldProps = Omit<TextInputPropsFor<'select'>, ControlledProps | 'children'> & {
  options: readonly SelectOption[]
}

/** A drop-down list bound to a string value; an option with the value '' stands for "none". */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const field = useFieldContext<string>()
  return (
    <TextInput
      {...props}
      type="select"
      name={field.name}
      value={field.state.value}
      error={errorText(field.state.meta.errors)}
      onBlur={field.handleBlur}
      onChange={(event) => field.handleChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextInput>
  )
}
