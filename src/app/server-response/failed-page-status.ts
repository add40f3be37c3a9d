import { isApiError } from '~/api/api-error'

/**
 * The HTTP status a server-rendered page should carry when one of its loaders failed with an
 * API error: the API's status, or 500 when the API could not be reached at all.
 */
export function failedPageStatus(errors: readonly unknown[]): number | undefined {
  const apiError = errors.find(isApiError)
  if (!apiError) return undefined
  return apiError.status >= 400 ? apiError.status : 500
}
