import type { Localized } from '../db/schema/fragments.ts'

/**
 * Planned failures of the fake backend, for trying the app's error paths on purpose: the next
 * few calls of an API path (optionally of one method) fail in a chosen way. They live in the
 * host's memory next to the database and end with a reset; the browser host keeps them in the
 * tab's `sessionStorage` across page loads (../browser/persisted-faults.ts).
 */
export type FaultKind =
  /** No answer at all, like a broken network. */
  | { type: 'network' }
  /** The answer comes `delayMs` late, then is answered normally. */
  | { type: 'slow'; delayMs: number }
  /**
   * The answer waits until the plan of its path is lifted (at most `MAX_FAULT_DELAY_MS`), then
   * is answered normally: a test looks at the loading state for as long as it needs, on however
   * slow a machine, and then lets the answer go.
   */
  | { type: 'held' }
  /** The session ends (signed out on the server too) and the call answers a bare 401. */
  | { type: 'session-ended' }
  /** 422 with messages per field, as a refused form gets. */
  | { type: 'fields'; fields: Record<string, Localized> }
  /** Any other status with the contract's `{ error }` envelope. */
  | { type: 'error'; status: number; message: Localized }

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export type FaultMethod = (typeof FAULT_METHODS)[number]

export function isFaultMethod(value: string): value is FaultMethod {
  return (FAULT_METHODS as readonly string[]).includes(value)
}

export interface Fault {
  /** The API path without the `/api` prefix and query, e.g. `/core`. */
  path: string
  /** Only calls of this method fail; any method when null. */
  method: FaultMethod | null
  kind: FaultKind
  /** How many more calls fail. */
  remaining: number
}

export type Faults = Map<string, Fault>

export const faults: Faults = new Map()

const ANY_METHOD = '*'

function keyOf(method: FaultMethod | null, path: string): string {
  return `${method ?? ANY_METHOD} ${path}`
}

/** Planning a path (and method) again replaces its fault. */
export function planFault(target: Faults, fault: Omit<Fault, 'method'> & { method?: FaultMethod | null }): void {
  const method = fault.method ?? null
  target.set(keyOf(method, fault.path), { ...fault, method })
}

/**
 * The fault for a call, used up by one, or null when the call should be answered. A fault
 * planned for the call's method goes before one planned for any method.
 */
export function takeFault(target: Faults, method: string, path: string): Fault | null {
  const upper = method.toUpperCase()
  const key = [isFaultMethod(upper) ? keyOf(upper, path) : null, keyOf(null, path)].find(
    (candidate): candidate is string => candidate !== null && target.has(candidate),
  )
  if (key === undefined) return null
  const fault = target.get(key)!
  if (fault.remaining <= 1) target.delete(key)
  else target.set(key, { ...fault, remaining: fault.remaining - 1 })
  return fault
}

/** Answers kept waiting by a `held` fault, by path: each entry lets one go. */
export type HeldAnswers = Map<string, Set<() => void>>

export const heldAnswers: HeldAnswers = new Map()

/** Resolves when the path's held answers are let go, or after `maxMs` so nothing waits for ever. */
export function holdAnswer(target: HeldAnswers, path: string, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const waiting = target.get(path) ?? new Set<() => void>()
    target.set(path, waiting)
    const letGo = () => {
      clearTimeout(timer)
      waiting.delete(letGo)
      if (waiting.size === 0 && target.get(path) === waiting) target.delete(path)
      resolve()
    }
    const timer = setTimeout(letGo, maxMs)
    waiting.add(letGo)
  })
}

/** Lets go the answers held on a path, or on every path when none is named. */
function releaseAnswers(target: HeldAnswers, path?: string): void {
  const paths = path === undefined ? [...target.keys()] : [path]
  for (const held of paths) for (const letGo of [...(target.get(held) ?? [])]) letGo()
}

/**
 * Ends the plan of a path and method (any method when null) before it is used up: the service is
 * back, so the answers held on the path go too.
 */
export function liftFault(target: Faults, path: string, method: FaultMethod | null, held: HeldAnswers): void {
  target.delete(keyOf(method, path))
  releaseAnswers(held, path)
}

/** Ends every plan, and lets every held answer go. */
export function clearFaults(target: Faults, held: HeldAnswers): void {
  target.clear()
  releaseAnswers(held)
}

/** The longest delay a slow answer may have: tests wait for it, so it stays short. */
export const MAX_FAULT_DELAY_MS = 30_000

const UNAVAILABLE: Localized = { ru: 'Сервис временно недоступен', en: 'The service is temporarily unavailable' }
const REFUSED: Localized = { ru: 'Запрос отклонён', en: 'The request was refused' }
const CHECK_FIELD: Localized = { ru: 'Проверьте это поле', en: 'Please check this field' }

export interface FaultRequest {
  status: number
  delayMs?: number
  /** The answer is held until the plan is lifted. */
  hold?: boolean
  /** The `error` text, the same in both languages; a default per status otherwise. */
  message?: string
  /** For 422: the fields refused, each with `message` or a default text. */
  fields?: readonly string[]
}

/** What a control call asks for, as a fault kind: status 0 is the network, a delay alone is a slow answer. */
export function faultKind({ status, delayMs, hold = false, message, fields = [] }: FaultRequest): FaultKind {
  if (hold) return { type: 'held' }
  if (delayMs !== undefined && delayMs > 0) return { type: 'slow', delayMs: Math.min(delayMs, MAX_FAULT_DELAY_MS) }
  if (status === 0) return { type: 'network' }
  if (status === 401) return { type: 'session-ended' }
  const text: Localized | null = message ? { ru: message, en: message } : null
  if (status === 422 && fields.length > 0)
    return { type: 'fields', fields: Object.fromEntries(fields.map((field) => [field, text ?? CHECK_FIELD])) }
  return { type: 'error', status, message: text ?? (status >= 500 ? UNAVAILABLE : REFUSED) }
}
