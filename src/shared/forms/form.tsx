import { useEffect, useRef, useState, type FormHTMLAttributes } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { isApiError } from '~/api/api-error'
import { FormAlert } from './form-alert'
import { useFormContext } from './form-contexts'
import { focusFirstInvalid } from './focus-first-invalid'
import { failureNotice, splitFieldErrors } from './server-errors'
import { useSubmitGuard } from './use-submit-guard'

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>

/** Whether a field of this path is on screen now (an error for it would be seen). */
function isMounted(form: AnyFormApi, path: string): boolean {
  return Boolean((form.fieldInfo as Record<string, { instance: unknown } | undefined>)[path]?.instance)
}

/**
 * The `<form>` of a kit form (inside `<form.AppForm>`). Submitting runs the form's `onSubmit`
 * behind the submit guard, so a second submit is ignored until the first ends. A failure of
 * that `onSubmit` is reported on the form, whose values are kept:
 * - a 422 answer puts each message on its field (`items.0.price` on `items[0].price`), and
 *   messages for fields the form does not show in the alert under the fields;
 * - a network failure, or one known only by its status, is said in that alert;
 * - an `error` text or the need-auth message is left to the query client, which toasts it.
 * Server errors sit where the form's own submit checks put theirs (`errorMap.onSubmit`), so
 * editing a field clears its message (and the alert, which is about the last attempt), and the
 * next submit starts from none. After a failed submit, focus goes to the first invalid field.
 */
export function Form({ children, ...props }: FormProps) {
  const { t } = useLingui()
  const form: AnyFormApi = useFormContext()
  const guard = useSubmitGuard()
  const formRef = useRef<HTMLFormElement>(null)
  const [failedSubmits, setFailedSubmits] = useState(0)

  // After the render that marks the invalid fields.
  useEffect(() => {
    if (failedSubmits > 0 && formRef.current) focusFirstInvalid(formRef.current)
  }, [failedSubmits])

  const submit = async () => {
    // Last attempt's server errors would otherwise block this one as invalid.
    form.setErrorMap({ onSubmit: { form: undefined, fields: {} } })
    try {
      await form.handleSubmit()
    } catch (error) {
      const fieldErrors = isApiError(error) && error.problem.kind === 'fields' ? error.problem.fields : {}
      const { fields, unmatched } = splitFieldErrors(fieldErrors, (path) => isMounted(form, path))
      const notice = failureNotice(error, 'form')
      const formError = notice ? t(notice) : unmatched.join(' ')
      form.setErrorMap({ onSubmit: { form: formError === '' ? undefined : formError, fields } })
      setFailedSubmits((count) => count + 1)
      // Anything but an API failure is a bug: let it surface.
      if (!isApiError(error)) throw error
      return
    }
    // Refused by the form's own checks.
    if (!form.state.isSubmitSuccessful) setFailedSubmits((count) => count + 1)
  }

  return (
    <form
      {...props}
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void guard.run(submit)
      }}
    >
      {children}
      <FormAlert />
    </form>
  )
}
