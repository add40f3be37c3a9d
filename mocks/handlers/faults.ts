import { delay, http, HttpResponse } from 'msw'
import { db } from '../db/db.ts'
import { ensureSeeded } from '../db/state.ts'
import { SESSION_COOKIE, signOut } from '../domain/sessions.ts'
import { faults, heldAnswers, holdAnswer, MAX_FAULT_DELAY_MS, takeFault, type Fault } from '../faults/faults.ts'
import { latency, latencyFor } from '../control/latency.ts'
import { localeOf } from './request.ts'
import { expiredSessionCookie } from './session-cookie.ts'
import { apiPattern } from './api-pattern.ts'
import { pick } from '../present/text.ts'

const API_SEGMENT = '/api'
const CONTROL_PREFIX = '/__control'

/** The path the contract names, e.g. `/core`, of a request to any origin's `/api`. */
function contractPath(url: URL): string {
  const at = url.pathname.indexOf(`${API_SEGMENT}/`)
  return at === -1 ? url.pathname : url.pathname.slice(at + API_SEGMENT.length)
}

async function faultAnswer(
  fault: Fault,
  request: Request,
  sessionToken: string | undefined,
): Promise<Response | undefined> {
  const { kind } = fault
  switch (kind.type) {
    case 'network':
      return HttpResponse.error()
    case 'slow':
      await delay(kind.delayMs)
      // Falls through to the call's own handler, answered as usual.
      return undefined
    case 'held':
      await holdAnswer(heldAnswers, fault.path, MAX_FAULT_DELAY_MS)
      return undefined
    case 'session-ended':
      // As when a session expires on the real API: later calls find no user either.
      await ensureSeeded()
      signOut(db, sessionToken)
      return HttpResponse.json({}, { status: 401, headers: { 'Set-Cookie': expiredSessionCookie() } })
    case 'fields': {
      const locale = localeOf(request)
      const errors = Object.fromEntries(
        Object.entries(kind.fields).map(([field, text]) => [field, [pick(text, locale)]]),
      )
      return HttpResponse.json({ errors }, { status: 422 })
    }
    case 'error':
      return HttpResponse.json({ error: pick(kind.message, localeOf(request)) }, { status: kind.status })
  }
}

/**
 * Runs before every other handler: a call with a planned failure (POST __control/fault) gets
 * it instead of its answer. The body follows the contract's envelopes, so the app shows what it
 * would show for the real API's failure: `error` text, field errors, a bare 401, or no answer.
 * Latency added by `POST __control/latency` comes first, failure or not.
 */
export const faultHandlers = [
  http.all(apiPattern('/*'), async ({ request, cookies }) => {
    const path = contractPath(new URL(request.url))
    if (path.startsWith(CONTROL_PREFIX)) return undefined
    const waitMs = latencyFor(latency, path)
    if (waitMs > 0) await delay(waitMs)
    const fault = takeFault(faults, request.method, path)
    if (!fault) return undefined
    return faultAnswer(fault, request, cookies[SESSION_COOKIE])
  }),
]
