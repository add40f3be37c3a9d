import { test as base, expect } from '../fixtures.ts'

/**
 * Console lines a planned failure makes the browser itself print, named one by one: Chromium
 * logs every failed request (a status of 400 or more, or no answer) whatever the page does
 * with it (`npm run screens` forgives them too). Anything else (an uncaught error, an unhandled rejection, the app's console.error
 * or console.warn) still fails the test (the guard of fixtures.ts).
 */
export const PLANNED_FAILURE_LINES: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of (40\d|422|5\d\d) /,
  /^Failed to load resource: net::ERR_FAILED /,
  // A connection the fake backend drops (api:serve) without an answer.
  /^Failed to load resource: net::ERR_EMPTY_RESPONSE /,
  // The demo's fake backend in the service worker: a dropped connection fails the worker's fetch.
  /^\[MSW\] .*Failed to fetch/,
]

/** The tests of these files plan failures of the fake backend, every one of them. */
export const test = base.extend<{ plannedFailures: void }>({
  plannedFailures: [
    async ({ expectConsoleErrors }, use) => {
      expectConsoleErrors('the test plans failed requests', ...PLANNED_FAILURE_LINES)
      await use()
    },
    { auto: true },
  ],
})

export { expect }
