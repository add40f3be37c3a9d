import { test as base, expect } from '../fixtures.ts'

/**
 * Console lines a planned failure makes the browser itself print, named one by one: Chromium
 * logs every failed request (a status of 400 or more, or no answer) whatever the page does
 * with it (`npm run screens` forgives them too). Anything else (an uncaught error, an unhandled rejection, the app's console.error)
 * fails the test.
 */
export const EXPECTED_NETWORK_LINES: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of (40\d|422|5\d\d) /,
  /^Failed to load resource: net::ERR_FAILED$/,
  // A connection the fake backend drops (api:serve) without an answer.
  /^Failed to load resource: net::ERR_EMPTY_RESPONSE$/,
  // The demo's fake backend in the service worker: a dropped connection fails the worker's fetch.
  /^\[MSW\] .*Failed to fetch/,
]

interface ConsoleGuard {
  /** Console errors and uncaught errors of the page so far; checked again when the test ends. */
  consoleProblems: string[]
}

export const test = base.extend<ConsoleGuard>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (!EXPECTED_NETWORK_LINES.some((line) => line.test(text))) problems.push(`console.error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.name}: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors and uncaught errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
