import { clock, type ClockMode } from '../clock.ts'
import { db } from '../db/db.ts'
import { DEFAULT_SEED } from '../db/seed/index.ts'
import { reset } from '../db/state.ts'
import {
  clearFaults,
  FAULT_METHODS,
  faultKind,
  faults,
  heldAnswers,
  isFaultMethod,
  liftFault,
  MAX_FAULT_DELAY_MS,
  planFault,
} from '../faults/faults.ts'
import { setCountryCode } from '../domain/core.ts'
import { conflict, invalid } from '../domain/errors.ts'
import { signInPersona, signOut } from '../domain/sessions.ts'
import { callLog } from '../control/call-log.ts'
import { contractChecker } from '../contract/requests/source.ts'
import { moveOperation, routing, routingState } from '../hybrid/routing.ts'
import { clearLatency, latency, latencyState, MAX_LATENCY_MS, setLatency } from '../control/latency.ts'
import { isPersonaName, personaNames } from '../personas.ts'
import { applyScenario, isScenarioName, scenarioNames } from '../scenarios.ts'
import { fakeOnlyRoute, json, noContent } from './route.ts'
import { readForm } from './request.ts'
import { sessionCookie, expiredSessionCookie } from './session-cookie.ts'
import { isoDate } from '../present/text.ts'

/**
 * Test controls of the fake backend (not part of the contract): reset to a seed and a
 * scenario, move the clock, sign in a persona, plan failures. e2e tests use them over HTTP.
 *
 * `POST __control/reset` takes `scenario`, `seed` and `nowMs`: the instant the clock starts
 * at, every seeded date being relative to it. Without it the host's start is used (the wall
 * time in interactive hosts, CLOCK_START_MS in tests). e2e tests that need fixed dates pass
 * one and set the browser's clock to match (Playwright's `page.clock`). The clock's mode
 * (frozen or running) stays as it was.
 *
 * `POST __control/fault` plans a failure of an API path: `status`, `delayMs` or `hold` (the
 * answer waits until the plan is lifted with `times=0`), for the next `times` calls.
 *
 * For the control panel (mocks/panel): `GET __control` also lists the planned faults and the
 * added latency, `POST __control/latency` takes `delayMs` and an optional `path`,
 * `GET __control/calls` answers the last calls (../control/call-log.ts), and
 * `POST __control/sign-out` makes the browser a guest. In hybrid mode (../hybrid) `GET
 * __control` also says who answers each operation, and `POST __control/operations` takes
 * `operation` (an id) and `answeredBy` (`fake` or `real`) to move one.
 */

/** Fields from the JSON or form body, with query parameters as a fallback. */
async function controlInput(request: Request, url: URL): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.fromEntries(url.searchParams)
  return { ...fields, ...(await readForm(request)) }
}

/** `true`/`1` or `false`/`0`; false when absent. */
function flag(value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '') return false
  if (value === true || value === 'true' || value === '1') return true
  if (value === false || value === 'false' || value === '0') return false
  throw invalid({ [field]: [{ ru: 'Нужно true или false.', en: 'true or false is needed.' }] })
}

function integer(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(number))
    throw invalid({ [field]: [{ ru: 'Нужно целое число.', en: 'A whole number is needed.' }] })
  return number
}

/** The largest distance from the epoch a Date can stand for. */
const MAX_DATE_MS = 8.64e15

function instant(value: unknown, field: string): number | undefined {
  const number = integer(value, field)
  if (number !== undefined && Math.abs(number) > MAX_DATE_MS) {
    throw invalid({
      [field]: [{ ru: 'Время в миллисекундах от 1970-01-01 UTC.', en: 'A time in milliseconds since 1970-01-01 UTC.' }],
    })
  }
  return number
}

/** `start`: where a reset without `nowMs` starts the clock (`fixed`: CLOCK_START_MS, `wall`: the wall time). */
function clockState() {
  const nowMs = clock.now()
  return { now: isoDate(nowMs), nowMs, mode: clock.mode(), start: clock.start() }
}

function apiPathInput(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('/__control')) {
    throw invalid({
      [field]: [{ ru: 'Путь API без /api, например /core.', en: 'An API path without /api, e.g. /core.' }],
    })
  }
  return value
}

export const controlHandlers = [
  fakeOnlyRoute('get', '/__control', async () =>
    json({
      data: {
        personas: personaNames,
        scenarios: scenarioNames,
        defaultSeed: DEFAULT_SEED,
        clock: clockState(),
        faults: [...faults.values()],
        latency: latencyState(latency),
        // The contract only when there is a split to show: the demo's panel would load it for nothing.
        routing: routing.settings && routingState(routing, (await contractChecker()).operations),
      },
    }),
  ),
  fakeOnlyRoute('post', '/__control/reset', async ({ request, url }) => {
    const input = await controlInput(request, url)
    const scenario = input.scenario ?? 'default'
    if (!isScenarioName(scenario))
      throw invalid({
        scenario: [{ ru: `Сценарии: ${scenarioNames.join(', ')}`, en: `Scenarios: ${scenarioNames.join(', ')}` }],
      })
    const seed = integer(input.seed, 'seed') ?? DEFAULT_SEED
    const nowMs = instant(input.nowMs, 'nowMs') ?? clock.startMs()
    await reset(seed, db, nowMs)
    clearFaults(faults, heldAnswers)
    clearLatency(latency)
    const result = await applyScenario(db, scenario)
    const cookie = result.token ? sessionCookie(result.token) : expiredSessionCookie()
    return json({ data: { seed, scenario, persona: result.persona, startedAtMs: nowMs, clock: clockState() } }, 200, {
      'Set-Cookie': cookie,
    })
  }),
  fakeOnlyRoute('post', '/__control/clock', async ({ request, url }) => {
    const input = await controlInput(request, url)
    const advanceMs = integer(input.advanceMs, 'advanceMs')
    const setMs = instant(input.setMs, 'setMs')
    const mode = input.mode
    if (mode !== undefined && mode !== 'frozen' && mode !== 'running') {
      throw invalid({ mode: [{ ru: 'Режимы: frozen, running', en: 'Modes: frozen, running' }] })
    }
    if (mode !== undefined) clock.setMode(mode satisfies ClockMode)
    if (setMs !== undefined) clock.set(setMs)
    if (advanceMs !== undefined) clock.advance(advanceMs)
    return json({ data: clockState() })
  }),
  fakeOnlyRoute('post', '/__control/sign-in', async ({ request, url }) => {
    const input = await controlInput(request, url)
    if (!isPersonaName(input.persona))
      throw invalid({
        persona: [{ ru: `Персоны: ${personaNames.join(', ')}`, en: `Personas: ${personaNames.join(', ')}` }],
      })
    const { token } = await signInPersona(db, input.persona)
    return noContent({ 'Set-Cookie': sessionCookie(token) })
  }),
  fakeOnlyRoute('post', '/__control/settings', async ({ request, url }) => {
    const input = await controlInput(request, url)
    const code = input.countryCode
    if (code !== null && (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code))) {
      throw invalid({
        countryCode: [{ ru: 'Двухбуквенный код страны или null.', en: 'A two-letter country code or null.' }],
      })
    }
    await setCountryCode(db, code)
    return noContent()
  }),
  fakeOnlyRoute('post', '/__control/fault', async ({ request, url }) => {
    const input = await controlInput(request, url)
    const path = apiPathInput(input.path, 'path')
    const delayMs = integer(input.delayMs, 'delayMs')
    const status = integer(input.status, 'status') ?? (delayMs === undefined ? 500 : 200)
    if (delayMs === undefined && status !== 0 && (status < 400 || status > 599)) {
      throw invalid({
        status: [
          { ru: 'Статус 400–599, или 0 — обрыв связи.', en: 'A status of 400-599, or 0 for a dropped connection.' },
        ],
      })
    }
    if (delayMs !== undefined && (delayMs < 1 || delayMs > MAX_FAULT_DELAY_MS)) {
      throw invalid({
        delayMs: [{ ru: `От 1 до ${MAX_FAULT_DELAY_MS} мс.`, en: `From 1 to ${MAX_FAULT_DELAY_MS} ms.` }],
      })
    }
    const times = integer(input.times, 'times') ?? 1
    if (times < 0)
      throw invalid({ times: [{ ru: 'Не меньше нуля (0 — отменить).', en: 'At least zero (0 lifts the plan).' }] })
    const method = typeof input.method === 'string' && input.method !== '' ? input.method.toUpperCase() : null
    if (method !== null && !isFaultMethod(method)) {
      throw invalid({
        method: [{ ru: `Методы: ${FAULT_METHODS.join(', ')}`, en: `Methods: ${FAULT_METHODS.join(', ')}` }],
      })
    }
    if (times === 0) {
      liftFault(faults, path, method, heldAnswers)
      return noContent()
    }
    const message = typeof input.message === 'string' && input.message !== '' ? input.message : undefined
    const fields =
      typeof input.fields === 'string'
        ? input.fields.split(',').filter(Boolean)
        : Array.isArray(input.fields)
          ? input.fields.map(String)
          : []
    const hold = flag(input.hold, 'hold')
    planFault(faults, {
      path,
      method,
      remaining: times,
      kind: faultKind({ status, delayMs, hold, message, fields }),
    })
    return noContent()
  }),
  fakeOnlyRoute('post', '/__control/sign-out', ({ token }) => {
    signOut(db, token)
    return noContent({ 'Set-Cookie': expiredSessionCookie() })
  }),
  fakeOnlyRoute('post', '/__control/latency', async ({ request, url }) => {
    const input = await controlInput(request, url)
    const delayMs = integer(input.delayMs, 'delayMs') ?? 0
    if (delayMs < 0 || delayMs > MAX_LATENCY_MS)
      throw invalid({ delayMs: [{ ru: `От 0 до ${MAX_LATENCY_MS} мс.`, en: `From 0 to ${MAX_LATENCY_MS} ms.` }] })
    const path =
      input.path === undefined || input.path === null || input.path === '' ? null : apiPathInput(input.path, 'path')
    setLatency(latency, delayMs, path)
    return json({ data: latencyState(latency) })
  }),
  fakeOnlyRoute('post', '/__control/operations', async ({ request, url }) => {
    const input = await controlInput(request, url)
    if (!routing.settings) {
      throw conflict({
        ru: 'Реального API нет: запустите в гибридном режиме (docs/real-api.md, «Hybrid mode»).',
        en: 'There is no real API: start in hybrid mode (docs/real-api.md, "Hybrid mode").',
      })
    }
    const operation = (await contractChecker()).operations.find((candidate) => candidate.id === input.operation)
    if (!operation)
      throw invalid({
        operation: [{ ru: 'Такой операции в контракте нет.', en: 'The contract has no such operation.' }],
      })
    const side = input.answeredBy
    if (side !== 'fake' && side !== 'real')
      throw invalid({ answeredBy: [{ ru: 'fake или real.', en: 'fake or real.' }] })
    moveOperation(routing, operation, side)
    return noContent()
  }),
  fakeOnlyRoute('get', '/__control/calls', () => json({ data: callLog.calls })),
]
