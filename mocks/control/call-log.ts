import { loadedContractChecker } from '../contract/requests/source.ts'
import type { Side } from '../hybrid/routing.ts'

/**
 * The last calls the fake backend answered (or, in hybrid mode, passed on to the real API), newest first, for the control panel: what the app
 * asked and what it got, in every host (kept where the handlers run: the page of the static
 * demo and Storybook, the Vite dev server, `api:serve`).
 */
export interface CallRecord {
  /** Grows by one per call, so a list can key its rows. */
  id: number
  method: string
  /** The API path without `/api`, with its query, e.g. `/cards?page=2`. */
  path: string
  /** 0 when no answer was given (a planned network failure). */
  status: number
  durationMs: number
  /** Wall time of the call's start. */
  atMs: number
  /** Who answered: the fake, or (hybrid mode) the real API it passed the call on to. */
  answeredBy: Side
  /** The contract's operation id, or null for an address the contract does not know. */
  operation: string | null
}

export interface CallLog {
  nextId: number
  calls: CallRecord[]
}

export const CALL_LOG_LIMIT = 50

export const callLog: CallLog = { nextId: 1, calls: [] }

const API_SEGMENT = '/api/'

/**
 * The API path of a request to any origin's `/api`, or null for calls the log leaves out: the
 * control API itself (the panel polls it) and the fake images, dozens per page, which would push
 * the app's own calls out of a short list.
 */
export function loggedPath(url: URL): string | null {
  const at = url.pathname.indexOf(API_SEGMENT)
  if (at === -1) return null
  const path = url.pathname.slice(at + API_SEGMENT.length - 1)
  if (path.startsWith('/__control') || path.startsWith('/fake-images/')) return null
  return path + url.search
}

export function recordCall(log: CallLog, call: Omit<CallRecord, 'id'>): void {
  log.calls.unshift({ ...call, id: log.nextId })
  log.nextId += 1
  if (log.calls.length > CALL_LOG_LIMIT) log.calls.length = CALL_LOG_LIMIT
}

/**
 * Starts timing a request: the answer to call with its status and who gave it, or null when the
 * log leaves the request out. `now` is a monotonic timer for the duration.
 */
export function startCall(
  log: CallLog,
  request: Request,
  now: () => number = () => performance.now(),
): ((status: number, answeredBy: Side) => void) | null {
  const path = loggedPath(new URL(request.url))
  if (path === null) return null
  const startedAt = now()
  const atMs = Date.now()
  return (status, answeredBy) => {
    const operation = loadedContractChecker()?.operationOf(request)?.id ?? null
    recordCall(log, {
      method: request.method,
      path,
      status,
      durationMs: Math.round(now() - startedAt),
      atMs,
      answeredBy,
      operation,
    })
  }
}

/** Puts saved calls back (the browser host across page loads), newest first and bounded. */
export function restoreCalls(log: CallLog, saved: readonly CallRecord[]): void {
  log.calls = saved.slice(0, CALL_LOG_LIMIT)
  log.nextId = Math.max(0, ...log.calls.map((call) => call.id)) + 1
}
