import { http, HttpResponse } from 'msw'
import { CONTRACT_MISMATCH_HEADER } from '../contract/requests/header.ts'
import { contractChecker } from '../contract/requests/source.ts'

/**
 * The 400 for a request that does not match the contract (mocks/contract/requests/check.ts), in
 * the contract's `{ error }` envelope, logged loudly: in Node hosts to the terminal, in the
 * browser as a console error, which the e2e console guard and a developer both see. Null when
 * the request matches.
 */
export async function contractMismatchResponse(request: Request): Promise<Response | null> {
  const mismatch = await (await contractChecker()).check(request)
  if (mismatch === null) return null
  const error = `The request does not match the API contract (openapi/openapi.yaml): ${mismatch}`
  console.error(`[fake backend] ${error}`)
  return HttpResponse.json({ error }, { status: 400, headers: { [CONTRACT_MISMATCH_HEADER]: '1' } })
}

/** Every request to /api is checked before anything answers it (see check.ts for what is checked). */
export const contractCheckHandlers = [
  http.all(/\/api\//, async ({ request }) => (await contractMismatchResponse(request)) ?? undefined),
]
