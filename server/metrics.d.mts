export interface ServerMetrics {
  observeRequest(answered: { method: string; route: string; status: number; seconds: number; rendered: boolean }): void
  contentType: string
  text(): Promise<string>
}
/** The render server's Prometheus metrics (prom-client). */
export function createMetrics(): ServerMetrics
