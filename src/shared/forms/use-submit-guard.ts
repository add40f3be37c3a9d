import { useCallback, useRef, useState } from 'react'

/**
 * The one submit guard of the site (spec section 4: a form in progress blocks a second submit
 * until the first finishes). The ref blocks a second run at once, even within the same render
 * (a double click, Enter twice); `pending` drives a busy button. The kit's `<form.Form>` and
 * `useGuardedAction` are built on it.
 */
export function useSubmitGuard() {
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)

  /** Runs `work` unless a run is in flight; resolves false when blocked. */
  const run = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    setPending(true)
    try {
      await work()
      return true
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])

  return { pending, run }
}
