import { useStore } from '@tanstack/react-form'
import { CaptchaField } from '~/shared/ui/captcha/captcha-field'
import { errorText } from './error-text'
import { useFieldContext } from './form-contexts'

/**
 * The captcha as a field of a form: its value is the token of a passed check, or null. A
 * form resets the value after each attempt, since a token is good for one attempt only.
 */
export function CaptchaTokenField() {
  const field = useFieldContext<string | null>()
  const submitting = useStore(field.form.store, (state) => state.isSubmitting)
  return (
    <CaptchaField
      token={field.state.value}
      onTokenChange={field.handleChange}
      error={errorText(field.state.meta.errors)}
      disabled={submitting}
    />
  )
}
