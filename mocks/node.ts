import { getResponse, RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { clock } from './clock.ts'
import { db } from './db/db.ts'
import { reset } from './db/state.ts'
import { setCountryCode } from './domain/core.ts'
import { SESSION_COOKIE, signInPersona } from './domain/sessions.ts'
import { clearFaults, faults, heldAnswers } from './faults/faults.ts'
import { contractMismatchResponse } from './handlers/contract-check.ts'
import { handlers } from './handlers/index.ts'
import type { PersonaName } from './personas.ts'
import { applyScenario, type ScenarioName } from './scenarios.ts'

/**
 * The fake backend inside a Node process (Vitest): intercepts `fetch` to any origin's `/api`.
 * Tests call `server.listen()`, `reset()` the database in `beforeEach`, and `server.close()`.
 * Unlike the interactive hosts it keeps the clock frozen at CLOCK_START_MS and seeds relative
 * to that, so every run sees the same dates, byte for byte.
 */
export const server = setupServer(...handlers)

export interface PageOptions {
  /** The state of mocks/scenarios.ts to start from (`default`: the seed, nobody signed in). */
  scenario?: ScenarioName
  /** Signs this persona in on top of the scenario (replacing whoever it signed in). */
  persona?: PersonaName
  /** The visitor's country (`core.country_code`), as `POST __control/settings` sets it. */
  countryCode?: string
}

export interface TestPage {
  /** For the app's API client: answered by the server's handlers, with the session's cookie. */
  fetch: typeof globalThis.fetch
  /** Every request the page made, in order (clones: their bodies can still be read). */
  requests: readonly Request[]
  /** The fake backend's clock, frozen in tests: the instant its dates (cooldowns, windows) count from. */
  nowMs: number
}

/**
 * The fake backend as one browser page of a component test sees it: the database seeded afresh
 * and put into the scenario, the persona signed in, and a `fetch` that hands each request to the
 * server's current handlers (so a test's `server.use` overrides answer first) and carries the
 * session cookie. It calls the handlers directly instead of intercepting happy-dom's `fetch`,
 * which drops cookies on the way and sends CORS preflights; a failed network answer
 * (`HttpResponse.error()`) rejects like a browser's `fetch` does.
 */
export async function openTestPage({
  scenario = 'default',
  persona,
  countryCode,
}: PageOptions = {}): Promise<TestPage> {
  await reset()
  clearFaults(faults, heldAnswers)
  let { token } = await applyScenario(db, scenario)
  if (persona) token = (await signInPersona(db, persona)).token
  if (countryCode) await setCountryCode(db, countryCode)
  const requests: Request[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    // After construction: happy-dom's Request drops a Cookie header given to its constructor.
    if (token) request.headers.set('Cookie', `${SESSION_COOKIE}=${token}`)
    // Checked before a test's own answers too: they replace the backend, not the contract.
    const refused = await contractMismatchResponse(request)
    if (refused) return refused
    const httpHandlers = server.listHandlers().filter((handler) => handler instanceof RequestHandler)
    const response = await getResponse(httpHandlers, request)
    if (!response) return Response.json({ error: `No handler for ${request.method} ${request.url}` }, { status: 500 })
    if (response.type === 'error') throw new TypeError('Failed to fetch')
    return response
  }
  return { fetch, requests, nowMs: clock.now() }
}
