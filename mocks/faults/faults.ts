/**
 * Planned failures of the fake backend, for trying the app's error paths on purpose: an API
 * path answers with a given status (or drops the connection, status 0) for the next few calls.
 * They live in the host's memory next to the database and end with a reset; in the browser
 * worker they last one page load (they are not part of the saved state).
 */
export interface Fault {
  /** The API path without the `/api` prefix and query, e.g. `/core`. */
  path: string
  /** The HTTP status to answer with; 0 fails the request like a broken network. */
  status: number
  /** How many more calls fail. */
  remaining: number
}

export type Faults = Map<string, Fault>

export const faults: Faults = new Map()

export function planFault(target: Faults, path: string, status: number, times: number): void {
  target.set(path, { path, status, remaining: times })
}

/** The fault for a call to `path`, used up by one, or null when the call should be answered. */
export function takeFault(target: Faults, path: string): Fault | null {
  const fault = target.get(path)
  if (!fault) return null
  if (fault.remaining <= 1) target.delete(path)
  else target.set(path, { ...fault, remaining: fault.remaining - 1 })
  return fault
}

export function clearFaults(target: Faults): void {
  target.clear()
}
