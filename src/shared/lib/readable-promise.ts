/** A promise as React's `use` inspects it: it reads `status` and `value` instead of suspending. */
type InspectablePromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/**
 * Marks the promise with its outcome when it settles (React's thenable convention), so `use`
 * returns a value that has already arrived at once. Without it, the first `use` of a settled
 * promise React has not seen before still suspends for a tick and flashes the fallback.
 * `settledWith` marks a promise whose value is already known.
 */
export function readablePromise<T>(promise: Promise<T>, settledWith?: { value: T }): Promise<T> {
  const inspectable = promise as InspectablePromise<T>
  if (settledWith) {
    inspectable.status = 'fulfilled'
    inspectable.value = settledWith.value
    return promise
  }
  inspectable.status ??= 'pending'
  promise.then(
    (value) => {
      inspectable.status = 'fulfilled'
      inspectable.value = value
    },
    (reason: unknown) => {
      inspectable.status = 'rejected'
      inspectable.reason = reason
    },
  )
  return promise
}
