import { useEffect } from 'react'
import { useAppForm } from '~/shared/forms/form-kit'

/**
 * A kit form around one field named `value`, for the stories of the kit's fields. `error` is
 * put on the field the way the kit puts a 422 message there, so editing clears it.
 */
export function useFieldStoryForm(value: unknown, error?: string) {
  const form = useAppForm({ defaultValues: { value } })
  useEffect(() => {
    if (error) form.setErrorMap({ onSubmit: { form: undefined, fields: { value: error } } })
  }, [form, error])
  return form
}
