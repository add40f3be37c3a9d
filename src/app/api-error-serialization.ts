import { createSerializationAdapter } from '@tanstack/react-router'
import { ApiError, type ApiProblem } from '~/api/api-error'

/**
 * A loader that failed on the server hands its error to the browser in the page. Without this
 * the ApiError would arrive as a plain Error, and the hydrated error page would no longer know
 * the status it rendered on the server.
 */
export const apiErrorSerialization = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiError => value instanceof ApiError,
  toSerializable: (error) => ({ problem: JSON.stringify(error.problem) }),
  fromSerializable: ({ problem }) => new ApiError(JSON.parse(problem) as ApiProblem),
})
