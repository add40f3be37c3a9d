import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { isApiError } from '~/api/api-error'
import { coreDataKeys } from '~/shared/core-data/keys'
import type { ToastStore } from '~/shared/ui/toasts/toast-store'

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: failures of this call are not toasted (spec: cookie, notification and sign-in URL calls). */
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/**
 * Shows the failures of spec section 8 as toasts: the server's `error` text, or the need-auth
 * message for a bare 401. Field errors belong to their form, and network failures to the
 * screen that can offer a retry, so neither is toasted here.
 */
export function toastApiFailure(toasts: ToastStore, error: unknown): void {
  if (!isApiError(error)) return
  const { problem } = error
  if (problem.kind === 'message')
    toasts.show(
      problem.availableAt ? { message: problem.message, availableAt: problem.availableAt } : problem.message,
      'error',
    )
  else if (problem.kind === 'need-auth') toasts.show(msg`Authorization needed: please log in`, 'error')
}

/** A bare 401: the session has ended on the server (expired, or signed out in another tab). */
function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.problem.kind === 'need-auth'
}

export function createAppQueryClient(toasts: ToastStore | null): QueryClient {
  const report = (error: unknown, meta: { silent?: boolean } | undefined, ofCore = false) => {
    if (toasts && !meta?.silent) toastApiFailure(toasts, error)
    // The page would go on showing a signed-in user whose every call is refused, and a retry
    // would meet the same 401: `core` is read again, so the header, the guards and the retry
    // see a guest. (A 401 of `core` itself changes nothing to read again.)
    if (isSessionEnded(error) && !ofCore) void client.invalidateQueries({ queryKey: coreDataKeys.core })
  }
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => report(error, query.meta, query.queryKey[0] === coreDataKeys.core[0]),
    }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Above zero so data rendered on the server is not fetched again right after hydration.
        staleTime: 60_000,
        retry: (failureCount, error) => isApiError(error) && error.problem.kind === 'network' && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  })
  return client
}
