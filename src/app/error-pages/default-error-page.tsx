import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { ErrorPage } from './error-page'

/** Details a visitor can paste into a support request. */
function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
  return String(error)
}

/**
 * Any failure while loading or rendering a page. API failures show their status with the
 * spec's wording; anything else is 'An unexpected error has occurred'. Retry really retries:
 * it resets failed queries and runs the loaders again.
 */
export function DefaultErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])

  const retry = () => {
    reset()
    void router.invalidate()
  }

  if (isApiError(error)) {
    const status = error.status || 500
    if (status === 404) return <ErrorPage status={404} message={t`The page was not found`} />
    return <ErrorPage status={status} message={t`Something went wrong...`} details={describeError(error)} onRetry={retry} />
  }
  return <ErrorPage message={t`An unexpected error has occurred`} details={describeError(error)} onRetry={retry} />
}
