import { isApiError } from '~/api/api-error'

/** One message per field, ready to show under it. */
export type FieldErrors = Readonly<Record<string, string>>

/**
 * The field messages of a 422 answer (spec section 8: "an errors object sets field errors").
 * Anything else maps to no field errors: those failures are toasted by the query client.
 */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (!isApiError(error) || error.problem.kind !== 'fields') return {}
  const result: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.problem.fields)) {
    if (messages.length > 0) result[field] = messages.join(' ')
  }
  return result
}
