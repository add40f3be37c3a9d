import { notFound } from '@tanstack/react-router'
import { isApiError } from '~/api/api-error'

/** The `data` of a not-found thrown because the API answered 404 for what the page shows. */
export const MISSING_FROM_API = 'missing-from-api'

/**
 * `Promise.all` for route loaders, except that it waits for every load before failing with the
 * first failure (in the order given). A query still pending when a failed page is rendered on
 * the server would be sent to the browser as pending and fail there a second time.
 *
 * A 404 from the API is the router's not-found, not an error: the page is the 404 page (status
 * 404 on the server) and nothing is logged, in the server render and in client navigation alike.
 */
export async function loadAll<const T extends readonly Promise<unknown>[]>(
  loads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(loads)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found is thrown by design
    if (isApiError(failure.reason) && failure.reason.status === 404) throw notFound({ data: MISSING_FROM_API })
    throw failure.reason
  }
  return results.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}
