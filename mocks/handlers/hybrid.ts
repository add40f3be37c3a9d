import { http, passthrough } from 'msw'
import { contractChecker } from '../contract/requests/source.ts'
import { forwardToRealApi } from '../hybrid/forward.ts'
import { routing, sideOf } from '../hybrid/routing.ts'

/**
 * Hybrid mode (mocks/hybrid): the operations the fake backend is not to answer go on to the real
 * API as the app sent them. Does nothing in any other mode.
 */

/**
 * First of all: an address of the real API itself (a picture or upload in one of its answers,
 * which the page fetches from it) is the real API's, never the fake's.
 */
export const realApiAddressHandlers = [
  http.all(/\/api\//, ({ request }) => {
    const base = routing.settings?.realApiBaseUrl
    return base && request.url.startsWith(`${base}/`) ? passthrough() : undefined
  }),
]

/**
 * After the contract check (a request the contract does not know is refused as always) and the
 * planned faults and latency (which meet a call whoever would answer it).
 */
export const hybridHandlers = [
  http.all(/\/api\//, async ({ request }) => {
    const settings = routing.settings
    if (!settings) return undefined
    const operation = (await contractChecker()).operationOf(request)
    if (!operation || sideOf(routing, operation) === 'fake') return undefined
    return forwardToRealApi(request, settings.realApiBaseUrl)
  }),
]
