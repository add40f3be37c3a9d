import type { CallRecord } from '../control/call-log.ts'
import type { LatencyState } from '../control/latency.ts'
import type { Fault } from '../faults/faults.ts'
import type { RoutingState } from '../hybrid/routing.ts'

/**
 * The panel's only way to the fake backend: its HTTP control API, the same in every host
 * (the demo's and Storybook's worker, the dev server). Paths are the page's own `/api`.
 */
const CONTROL_BASE = '/api/__control'

export interface ControlState {
  personas: string[]
  scenarios: string[]
  clock: { now: string; nowMs: number; mode: 'frozen' | 'running' }
  faults: Fault[]
  latency: LatencyState
  /** Hybrid mode only: who answers each operation. */
  routing: RoutingState | null
}

/** A refused control call, with the fake backend's own words (its field errors or `error`). */
export class ControlError extends Error {}

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (!response.ok) {
    const errors: unknown =
      body && typeof body === 'object' ? (Reflect.get(body, 'errors') ?? Reflect.get(body, 'error')) : null
    const text =
      typeof errors === 'string'
        ? errors
        : errors && typeof errors === 'object'
          ? Object.values(errors).flat().join(' ')
          : ''
    throw new ControlError(`${response.status} ${text}`.trim())
  }
  return (body && typeof body === 'object' ? Reflect.get(body, 'data') : null) as T
}

function request(path: string, init: RequestInit = {}): Promise<Response> {
  // Refusals in the page's language, as the panel speaks it.
  const headers = { 'Accept-Language': document.documentElement.lang || 'ru', ...init.headers }
  return fetch(`${CONTROL_BASE}${path}`, { credentials: 'include', ...init, headers }).catch(() => {
    throw new ControlError('0')
  })
}

export async function readControlState(): Promise<ControlState> {
  return answer<ControlState>(await request(''))
}

export async function readCalls(): Promise<CallRecord[]> {
  return answer<CallRecord[]>(await request('/calls'))
}

/** `POST __control/<action>` with JSON fields. */
export async function control(action: string, fields: Record<string, unknown> = {}): Promise<void> {
  await answer(
    await request(`/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    }),
  )
}
