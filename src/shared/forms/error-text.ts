/**
 * The one message to show for a field or the form: the first of its errors. Server errors and
 * the site's own checks are strings; a Standard Schema validator's issues carry a `message`.
 */
export function errorText(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error !== '') return error
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
      return error.message
  }
  return undefined
}
