import { isApiError } from '~/api/api-error'

/**
 * React's `onCaughtError`: an error an error boundary caught and shows. A failed API call shown
 * as the error page (with its retry) is the page working as planned, so it is not logged;
 * anything else is a bug and is logged as React would.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (isApiError(error)) return
  console.error(error, info.componentStack ?? '')
}

/** React's message (or its production code) for a Suspense boundary the server gave up on. */
const SERVER_GAVE_UP = /Minified React error #419[^\d]|could not finish this Suspense boundary/

/**
 * React's `onRecoverableError`. A part of a page that reads its data with a suspense query
 * (the shop's items, the profile's trades, the reviews) and whose data failed to load on the
 * server cannot be shown by its error boundary there (boundaries do not catch on the server),
 * so React renders that part in the browser instead, where it shows its error state with a
 * retry, and reports error #419. That is the page working as planned; the server logged the
 * failure itself. Anything else is reported as React would.
 */
export function reportRecoverableError(error: unknown): void {
  if (error instanceof Error && SERVER_GAVE_UP.test(error.message)) return
  if (typeof reportError === 'function') reportError(error)
  else console.error(error)
}
