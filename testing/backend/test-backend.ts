import { onTestFinished, vi } from 'vitest'
import type { HttpHandler } from 'msw'
import { openTestPage, server, type PageOptions } from '../../mocks/node.ts'
import type { ApiMethod, ApiPath } from '~/api/contract-types'

export interface TestBackendOptions extends PageOptions {
  /** Answers of this test that replace the fake backend's (`apiOverride`), first match wins. */
  overrides?: readonly HttpHandler[]
  /**
   * The page's `Date` reads the fake backend's frozen clock, as e2e sets the browser's clock, so
   * countdowns to its dates (a cooldown, a timed window) show what a visitor would see.
   */
  pageDateFromBackend?: boolean
}

export interface TestBackend {
  /** The API client's `fetch` (see openTestPage). */
  fetch: typeof globalThis.fetch
  /** Every request made, in order (clones: their bodies can still be read). */
  requests: readonly Request[]
  /** The requests made to an operation of the contract, e.g. `callsTo('post', '/tasks/{id}/check')`. */
  callsTo: <M extends ApiMethod>(method: M, path: ApiPath<M>) => Request[]
  /** Replaces answers from now on, e.g. a failure after a first success. */
  use: (...overrides: HttpHandler[]) => void
}

/** `/cases/{slug}/open` as a pattern of request paths under `/api`. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')
  return new RegExp(`^/api${escaped}$`)
}

/**
 * The fake backend of mocks/ (the same handlers as the demo, Storybook and e2e) for one
 * component test: fresh from the seed, in a scenario of mocks/scenarios.ts, with a persona
 * signed in, and answers replaced where a test needs a failure or a held answer.
 */
export async function startTestBackend({
  overrides = [],
  pageDateFromBackend = false,
  ...page
}: TestBackendOptions = {}): Promise<TestBackend> {
  const { fetch, requests, nowMs } = await openTestPage(page)
  // A test's own answers and clock last for that test only. Bound to the test rather than
  // registered once at import: test files share this module (isolate: false).
  onTestFinished(() => {
    server.resetHandlers()
    vi.useRealTimers()
  })
  if (overrides.length > 0) server.use(...overrides)
  if (pageDateFromBackend) vi.useFakeTimers({ now: nowMs, toFake: ['Date'] })
  return {
    fetch,
    requests,
    callsTo: (method, path) => {
      const pattern = pathPattern(path)
      return requests.filter(
        (request) => request.method === method.toUpperCase() && pattern.test(new URL(request.url).pathname),
      )
    },
    use: (...handlers) => server.use(...handlers),
  }
}
