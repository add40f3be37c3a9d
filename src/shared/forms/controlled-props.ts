/** What a kit field sets on its TextInput from the field's state, so callers cannot pass it. */
export type ControlledProps =
  | 'type'
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'onBlur'
  | 'error'
