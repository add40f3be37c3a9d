import { Suspense, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { ErrorBoundary } from './error-boundary'
import { ErrorState } from './error-state'

export interface QueryBoundaryProps {
  /** Shown while the section's data loads (a skeleton). */
  fallback: ReactNode
  /** Title of the error state, e.g. "Could not load the comments." */
  errorTitle?: ReactNode
  children: ReactNode
}

/**
 * One section of a page that reads its data with suspense queries: a skeleton while loading,
 * an error state whose retry resets the failed queries and renders the section again.
 */
export function QueryBoundary({ fallback, errorTitle, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(error, retry) => <ErrorState error={error} title={errorTitle} onRetry={retry} />}
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
