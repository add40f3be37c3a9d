/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s, but a client
 * whose agent has no idle limit of its own (Playwright's request context) may send on it in the
 * instant it closes, and that request fails with ECONNRESET before reaching any handler. A test
 * rarely idles this long, so its calls ride a connection that is still open.
 */
export const IDLE_CONNECTION_MS = 120_000
