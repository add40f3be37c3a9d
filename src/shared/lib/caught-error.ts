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
