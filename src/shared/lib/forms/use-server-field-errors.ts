import { useCallback, useState } from 'react'
import { fieldErrorsFrom, type FieldErrors } from './server-field-errors'

const none: FieldErrors = {}

/**
 * Server validation errors of a form. `capture` goes in the mutation's `onError`; editing a
 * field should `clear(name)` so a fixed value stops showing the old message.
 *
 *   const fieldErrors = useServerFieldErrors()
 *   useMutation({ ..., onError: fieldErrors.capture })
 *   <TextInput name="code" error={fieldErrors.errorFor('code')} onChange={() => fieldErrors.clear('code')} />
 */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>(none)

  const capture = useCallback((error: unknown): boolean => {
    const next = fieldErrorsFrom(error)
    const hasAny = Object.keys(next).length > 0
    setErrors(hasAny ? next : none)
    return hasAny
  }, [])

  const clear = useCallback((field?: string) => {
    setErrors((current) => {
      if (field === undefined) return none
      if (!(field in current)) return current
      const { [field]: _removed, ...rest } = current
      return rest
    })
  }, [])

  const errorFor = useCallback((field: string): string | undefined => errors[field], [errors])

  return { errors, errorFor, capture, clear }
}
