/**
 * `Promise.all` for route loaders, except that it waits for every load before failing with the
 * first failure (in the order given). A query still pending when a failed page is rendered on
 * the server would be sent to the browser as pending and fail there a second time.
 */
export async function loadAll<const T extends readonly Promise<unknown>[]>(loads: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(loads)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((result) => (result.status === 'fulfilled' ? result.value : undefined)) as { -readonly [K in keyof T]: Awaited<T[K]> }
}
