import type { SetupWorker } from 'msw/browser'
import { callLog, startCall } from '../control/call-log.ts'
import { answeredBy } from '../hybrid/forward.ts'
import type { Side } from '../hybrid/routing.ts'

/**
 * Records the worker's answers in the call log (../control/call-log.ts): in the page, where the
 * handlers run, timed from the request reaching the page to the answer going back. `onRecorded`
 * runs after each record (the demo keeps the log across page loads).
 */
export function logWorkerCalls(worker: SetupWorker, onRecorded: () => void = () => undefined): void {
  const pending = new Map<string, (status: number, side: Side) => void>()
  worker.events.on('request:start', ({ request, requestId }) => {
    const finish = startCall(callLog, request)
    if (finish) pending.set(requestId, finish)
  })
  worker.events.on('response:mocked', ({ response, requestId }) => {
    const finish = pending.get(requestId)
    if (!finish) return
    pending.delete(requestId)
    // `HttpResponse.error()`, a planned network failure: no answer at all.
    finish(response.type === 'error' ? 0 : response.status, answeredBy(response))
    onRecorded()
  })
  // Passed on to the network (an address no handler answers): not an answer of the fake backend.
  worker.events.on('response:bypass', ({ requestId }) => pending.delete(requestId))
}
