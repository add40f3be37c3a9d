import { useSyncExternalStore } from 'react'
import { createExternalStore } from './external-store'

/**
 * The "refresh flag" of the header logo (spec section 2). Normally the logo navigates inside
 * the app; once this page is known to be stale (a script chunk failed to load, or a newer
 * deploy was detected) an in-app navigation could fail again or keep running old code, so the
 * logo does a full page load instead and the visitor gets the current build.
 *
 * Module state on purpose: only browser code sets it (the server render always reads false),
 * and whatever detects staleness must not need a React context to say so.
 */
const store = createExternalStore(false)

export const logoRefresh = {
  /** Marks the page stale: the next logo click reloads the document. */
  request: () => store.set(true),
  isRequested: store.getSnapshot,
  subscribe: store.subscribe,
}

export function useLogoRefresh(): boolean {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}
