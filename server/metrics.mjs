// Prometheus metrics of the render server (prom-client): requests by route pattern and status,
// render errors, the server render's API calls by contract operation, and Node's own (event-loop
// lag, memory, CPU, garbage collection). Served at /metrics only to a scraper holding METRICS_TOKEN.
import { subscribe } from 'node:diagnostics_channel'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'

/** The channel the render publishes its API calls on (src/app/server-response/api-call-channel.ts). */
const API_CALL_CHANNEL = 'freeskins:api-call'

/** Seconds; a page renders in milliseconds, the API answers in tens of them, a stuck call in seconds. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  })
  const renderErrors = new Counter({
    name: 'render_errors_total',
    help: 'Pages answered with a 5xx status or that threw while rendering, by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  })
  const apiCalls = new Histogram({
    name: 'api_call_duration_seconds',
    help: "The server render's API calls, by method, contract operation and status (0: no answer).",
    labelNames: ['method', 'operation', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  })
  subscribe(API_CALL_CHANNEL, (call) => {
    const { method, operation, status, durationMs } =
      /** @type {{ method: string, operation: string, status: number, durationMs: number }} */ (call)
    apiCalls.observe({ method, operation, status: String(status) }, durationMs / 1000)
  })

  return {
    /**
     * @param {{ method: string, route: string, status: number, seconds: number, rendered: boolean }} answered
     *   `rendered`: the app was asked to render it (not a file, a probe or the metrics).
     */
    observeRequest({ method, route, status, seconds, rendered }) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      durations.observe(labels, seconds)
      if (rendered && status >= 500) renderErrors.inc({ route })
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  }
}
