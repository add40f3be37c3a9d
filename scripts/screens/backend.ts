import { CLOCK_START_MS } from '../../mocks/clock.ts'
import type { PersonaName } from '../../mocks/personas.ts'

/** The fake backend's control API (`/api/__control/...`, docs/fake-backend.md), called from Node. */
async function control(apiBaseUrl: string, action: string, params: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams(params).toString()
  const response = await fetch(`${apiBaseUrl}/__control/${action}${query ? `?${query}` : ''}`, { method: 'POST' })
  if (!response.ok) throw new Error(`control ${action}: ${response.status} ${await response.text()}`)
  return response
}

/**
 * The seed at the fixed instant the unit tests use, its clock frozen: every run shows the same
 * dates, countdowns and statuses. Returns that instant, for the browser's clock.
 */
export async function freezeBackend(apiBaseUrl: string): Promise<number> {
  await control(apiBaseUrl, 'reset', { nowMs: String(CLOCK_START_MS) })
  await control(apiBaseUrl, 'clock', { mode: 'frozen', setMs: String(CLOCK_START_MS) })
  return CLOCK_START_MS
}

/** A session of the persona, as the `name=value` pair of its cookie. */
export async function sessionCookie(apiBaseUrl: string, persona: PersonaName): Promise<string> {
  const response = await control(apiBaseUrl, 'sign-in', { persona })
  const [pair] = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '')
  if (!pair) throw new Error(`sign-in of ${persona} set no cookie`)
  return pair
}

export async function planFault(apiBaseUrl: string, path: string, status: number): Promise<void> {
  await control(apiBaseUrl, 'fault', { path, status: String(status), times: '1' })
}
