import { useCallback } from 'react'
import { isApiError } from '~/api/api-error'
import { useToasts } from '~/shared/services/app-services'
import { failureNotice } from './server-errors'
import { useSubmitGuard } from './use-submit-guard'

/**
 * A button that sends one request (buy, sell, check the level) on the kit's submit guard:
 * a second press while the first runs does nothing, and `pending` drives the busy state.
 * Such a button has no fields to put errors on, so what a form would show itself is toasted:
 * a network failure, a failure known only by its status, and 422 messages.
 *
 *   const action = useGuardedAction()
 *   <Button busy={action.pending} onClick={() => void action.run(() => buy.mutateAsync(item))}>
 *
 * `run` resolves true when the action succeeded, false when it failed or was blocked.
 */
export function useGuardedAction() {
  const guard = useSubmitGuard()
  const toasts = useToasts()
  const { run: runGuarded } = guard

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      let succeeded = false
      await runGuarded(async () => {
        try {
          await action()
          succeeded = true
        } catch (error) {
          if (isApiError(error) && error.problem.kind === 'fields') {
            toasts.show(Object.values(error.problem.fields).flat().join(' '), 'error')
            return
          }
          const notice = failureNotice(error, 'action')
          if (notice) toasts.show(notice, 'error')
          // Anything but an API failure is a bug: let it surface.
          if (!isApiError(error)) throw error
        }
      })
      return succeeded
    },
    [runGuarded, toasts],
  )

  return { pending: guard.pending, run }
}
