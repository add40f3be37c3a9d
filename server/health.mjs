// What a load balancer or orchestrator asks: is the process up (/healthz), and should it get
// traffic (/readyz: the API answers, and the server is not shutting down).

const NO_STORE = { 'cache-control': 'no-store' }

export function healthAnswer() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE })
}

/**
 * @param {{ apiUrl: string, timeoutMs: number, draining: boolean }} state
 *   `apiUrl`: the API's `core`, as the server render calls it.
 */
export async function readinessAnswer({ apiUrl, timeoutMs, draining }) {
  const notReady = (reason) => Response.json({ status: 'not ready', reason }, { status: 503, headers: NO_STORE })
  if (draining) return notReady('shutting down')
  const started = performance.now()
  try {
    const response = await fetch(apiUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    })
    await response.arrayBuffer()
    if (!response.ok) return notReady(`the API answered ${response.status} at ${apiUrl}`)
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : String(error instanceof Error && error.cause ? error.cause : error)
    return notReady(`the API did not answer at ${apiUrl}: ${why}`)
  }
  return Response.json({ status: 'ready', apiMs: Math.round(performance.now() - started) }, { headers: NO_STORE })
}
