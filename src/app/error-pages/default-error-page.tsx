import { useEffect } from 'react'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isApiError } from '~/api/api-error'
import { isUnknownMiddlewareError } from '~/features/auth/lib/guards'
import { isChunkLoadError, reloadAfterChunkError } from '~/shared/lib/chunk-reload'
import { ErrorPage } from './error-page'

/** Details a visitor can paste into a support request. */
function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
  return String(error)
}

/**
 * Any failure while loading or rendering a page. API failures show their status with the
 * spec's wording; a route guard with an unknown name is a 500 'Unknown middleware'; anything
 * else is 'An unexpected error has occurred'. Retry really retries:
 * it resets failed queries and runs the loaders again.
 */
export function DefaultErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  // A lazily loaded page whose script is gone (a new deploy): spec section 8 reloads once.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError()
  }, [error])

  const retry = () => {
    reset()
    void router.invalidate()
  }

  if (isUnknownMiddlewareError(error)) return <ErrorPage status={500} message={t`Unknown middleware`} />
  if (isApiError(error)) {
    const status = error.status || 500
    if (status === 404) return <ErrorPage status={404} message={t`The page was not found`} />
    return (
      <ErrorPage status={status} message={t`Something went wrong...`} details={describeError(error)} onRetry={retry} />
    )
  }
  return <ErrorPage message={t`An unexpected error has occurred`} details={describeError(error)} onRetry={retry} />
}
