import { http, HttpResponse } from 'msw'
import { faults, takeFault } from '../faults/faults.ts'
import { apiPath, localeOf } from './http.ts'

const API_SEGMENT = '/api'
const CONTROL_PREFIX = '/__control'

/** The path the contract names, e.g. `/core`, of a request to any origin's `/api`. */
function contractPath(url: URL): string {
  const at = url.pathname.indexOf(`${API_SEGMENT}/`)
  return at === -1 ? url.pathname : url.pathname.slice(at + API_SEGMENT.length)
}

/**
 * Runs before every other handler: a call with a planned failure (POST __control/fault) gets
 * it instead of its answer. The body follows the contract's envelopes, so the app shows what it
 * would show for the real API's failure: `error` text, a bare 401, or no answer at all.
 */
export const faultHandlers = [
  http.all(apiPath('/*'), ({ request }) => {
    const path = contractPath(new URL(request.url))
    if (path.startsWith(CONTROL_PREFIX)) return undefined
    const fault = takeFault(faults, path)
    if (!fault) return undefined
    if (fault.status === 0) return HttpResponse.error()
    if (fault.status === 401) return HttpResponse.json({}, { status: 401 })
    const error = localeOf(request) === 'en' ? 'The service is temporarily unavailable' : 'Сервис временно недоступен'
    return HttpResponse.json({ error }, { status: fault.status })
  }),
]
