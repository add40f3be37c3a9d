import { useCallback, useRef, useState } from 'react'

/**
 * Spec section 4: a form in progress blocks a second submit until the first finishes.
 * The ref blocks a double click within one render; `pending` drives the busy button.
 *
 *   const submit = useSubmitGuard()
 *   <form onSubmit={(e) => { e.preventDefault(); void submit.run(() => mutation.mutateAsync(values)) }}>
 *     <Button type="submit" busy={submit.pending}>…</Button>
 *
 * `run` resolves `true` when the work succeeded, `false` when it failed or was blocked; a
 * failure is not rethrown, because the mutation's own error handling (toast, field errors)
 * already reported it.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)

  const run = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    setPending(true)
    try {
      await work()
      return true
    } catch {
      return false
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])

  return { pending, run }
}
