import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { CONTRACT_MISMATCH_HEADER } from '../mocks/contract/requests/header.ts'
import type { PersonaName } from '../mocks/personas.ts'
import type { ScenarioName } from '../mocks/scenarios.ts'
import { QUEUED_CONTROL_COUNT_KEY, QUEUED_CONTROLS_KEY, queueControlCall } from '../mocks/browser/queued-controls.ts'
import { AGE_CONFIRMED_AT_KEY } from '../src/features/consent/lib/age-confirmation.ts'
import { COOKIE_CONFIRMED_KEY, COOKIE_CONFIRMED_VALUE } from '../src/features/consent/lib/cookie-consent.ts'
import { HYDRATED_MARK } from '../src/app/early-presses.ts'
import { tenantCookie } from './tenants/cookie.ts'

/**
 * Where the fake backend lives for a project (see playwright.config.ts):
 * - `browser-mock`: inside the page (service worker + handlers in the page), its state kept
 *   in the page's storage from one load to the next; control calls are made from inside the
 *   page, or, before the test's first page, queued for that page's fake backend to make as it
 *   starts;
 * - `http-api`: an `api:serve` of the worker's own (e2e/tenants), shared by the page and the
 *   server render; control calls go over HTTP with the browser context's cookies (so a sign-in
 *   signs the page in).
 */
export type BackendMode = 'browser-mock' | 'http-api'

export interface BackendOptions {
  backendMode: BackendMode
  /** The API base the app uses: `/api` on the page's origin, or api:serve's absolute URL. */
  apiBaseUrl: string
}

interface ShellOptions {
  /**
   * `given` (default): the browser has already answered the age and cookie questions, so
   * their modals do not cover the page; `ask`: a first visit, the modals appear.
   */
  consent: 'given' | 'ask'
}

export interface A11yCheckOptions {
  /** Only this part of the page (a sweep that has already checked the shell around it). */
  include?: string
  /** CSS selectors to leave out (third-party widgets). */
  exclude?: string[]
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[]
  /**
   * Check at once, amid the animations that run (the case roulette's spin). By default the check
   * first waits for every running animation and transition that ends: axe reads the colours of a
   * dialog still fading in as they are at that moment, and finds a contrast the dialog never keeps.
   */
  whileAnimating?: boolean
}

/**
 * A planned failure of the next `times` (1) calls of an API path, of one `method` or any:
 * `status` 0 drops the connection, 401 ends the session, 422 with `fields` refuses those
 * fields, any other status answers the `{ error }` envelope (`message` or a default text);
 * `delayMs` alone answers normally, that late; `hold` answers normally once `liftFault` is
 * called (at most 30 s later), so a test can look at a loading state on however slow a machine.
 */
export interface FaultPlan {
  status?: number
  delayMs?: number
  hold?: boolean
  message?: string
  fields?: readonly string[]
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  times?: number
}

interface ShellFixtures {
  /** Navigates and waits until React has hydrated the page (event handlers work from then on). */
  gotoApp: (path: string) => Promise<void>
  /** Puts the fake backend into a fresh seeded state, optionally a named scenario of mocks/scenarios.ts. */
  resetBackend: (scenario?: ScenarioName) => Promise<void>
  /** Signs a persona in through the fake backend's control API (no UI). */
  signInAs: (persona: PersonaName) => Promise<void>
  /** The country the fake backend reports for the visitor (`core.country_code`). */
  setVisitorCountry: (countryCode: string) => Promise<void>
  /** Makes the next `times` calls of an API path (e.g. `/core`) fail with `status` in the fake backend, the server render's included; 0 drops the connection. */
  planApiFailure: (path: string, status: number, times?: number) => Promise<void>
  /** Plans any failure of the fake backend on an API path (see `FaultPlan`). */
  planFault: (path: string, fault: FaultPlan) => Promise<void>
  /**
   * Ends the fault planned on an API path for `method` (for any method when none is named: a plan
   * made for one method stays), and lets the answers held on the path go.
   */
  liftFault: (path: string, method?: FaultPlan['method']) => Promise<void>
  /** Fails the test with a readable list when axe finds WCAG 2.2 A/AA violations on the page. */
  expectNoA11yViolations: (options?: A11yCheckOptions) => Promise<void>
  /** Internal: a call of the fake backend's control API (`/api/__control/<action>`), wherever the backend runs. */
  control: (action: string, params?: Record<string, string>) => Promise<void>
  /** Internal: resets the fake backend before every test. */
  freshBackend: void
  /** Fails a test whose page sent a request off the contract (the fake backend answered it 400). */
  contractGuard: void
  /**
   * Lets this test's page log console errors or warnings that match `patterns` (anchored
   * RegExps, e.g. Chromium's "Failed to load resource" line for a failure the test plans), with
   * the reason why; any other line still fails the test.
   */
  expectConsoleErrors: (reason: string, ...patterns: RegExp[]) => void
  /** The page's console errors and warnings and uncaught errors so far, as `type: text` lines. */
  consoleMessages: ConsoleLine[]
  /** Internal: fails a test whose page logged an unexpected console error or warning, or threw. */
  consoleGuard: void
}

/** A console line of the page (`error`, `warning`) or an uncaught error of it (`pageerror`). */
export interface ConsoleLine {
  type: 'error' | 'warning' | 'pageerror'
  text: string
}

/**
 * Chromium's console line for a request answered with `status` (the page's own address
 * included): a test that plans such an answer names it with `expectConsoleErrors`.
 */
export function failedRequestLine(status: number): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status} `)
}

/**
 * Lines of the test harness, not of the app: the workers' fake-backend proxy (e2e/tenants) once
 * dropped pictures' requests on a loaded machine (it reused connections its backends had closed;
 * it no longer keeps them), and Chromium logs a dropped answer. Only pictures are forgiven: a
 * dropped API call still fails the test.
 */
const HARNESS_LINES: readonly RegExp[] = [
  /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET) \(http:\/\/localhost:\d+\/api\/fake-images\//,
]

/**
 * The demo (browser-mock) asks its in-page fake backend from the page for what the server render
 * asks in production, so a refusal the server would have met (the 404 of an unknown address, a
 * guard's 401 or 403) is logged by Chromium in the page there. Its 4xx answers are forgiven in
 * that project only; http-api, where the page asks only what a visitor's browser does, still
 * needs a test to name each one, and a 5xx or a dropped answer fails the test in both.
 */
const DEMO_REFUSAL_LINE =
  /^Failed to load resource: the server responded with a status of 4\d\d \([^)]*\) \(http:\/\/localhost:\d+\/api\//

/** Resolves once the page's running animations and transitions that end have ended (not the endless ones: skeletons). */
function animationsEnded(): Promise<unknown> {
  return Promise.all(
    document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined)),
  )
}

/** What the axe builder sends instead of axe-core's source to a page that has it already. */
const AXE_ALREADY_IN_PAGE = '/* axe-core is in the page already */ undefined'

/** The lines no expected pattern matches; an uncaught error is never expected. */
export function unexpectedConsoleLines(lines: readonly ConsoleLine[], expected: readonly RegExp[]): string[] {
  const forgiven = [...HARNESS_LINES, ...expected]
  return lines
    .filter((line) => line.type === 'pageerror' || !forgiven.some((pattern) => pattern.test(line.text)))
    .map((line) => `${line.type}: ${line.text}`)
}

/**
 * Hydration (or the client render of the static demo) is done when React has attached its
 * fiber to the page's <main> and, on a server-rendered page, the early-presses script has seen
 * every button hydrated (its `app-hydrated` mark): the header and sidebar hydrate after the
 * page, and a link of theirs clicked before would navigate without its handler.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction((hydratedMark) => {
    const main = document.querySelector('main')
    const pageHydrated = main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
    return pageHydrated && (!('__earlyPresses' in window) || performance.getEntriesByName(hydratedMark).length > 0)
  }, HYDRATED_MARK)
}

/**
 * The age and cookie questions answered before any page of `target` loads, so their modals do
 * not cover it (also used by `npm run screens`). The age is confirmed at the page's own
 * `Date.now()`, so a clock Playwright installed first confirms it at its time.
 */
export async function answerConsentUpFront(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(
    ({ ageKey, cookieKey, cookieValue }) => {
      try {
        localStorage.setItem(ageKey, String(Date.now()))
        localStorage.setItem(cookieKey, cookieValue)
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { ageKey: AGE_CONFIRMED_AT_KEY, cookieKey: COOKIE_CONFIRMED_KEY, cookieValue: COOKIE_CONFIRMED_VALUE },
  )
}

/** How many control calls each page has queued before its first load. */
const queuedControlCalls = new WeakMap<Page, number>()

async function controlFromPage(page: Page, path: string): Promise<void> {
  if (!/^https?:/.test(page.url())) {
    // No page of the app yet: the call waits in storage for the first one, whose fake backend
    // makes it before the app boots (mocks/browser/queued-controls.ts).
    const place = queuedControlCalls.get(page) ?? 0
    queuedControlCalls.set(page, place + 1)
    await page.addInitScript(queueControlCall, {
      place,
      path,
      queueKey: QUEUED_CONTROLS_KEY,
      countKey: QUEUED_CONTROL_COUNT_KEY,
    })
    return
  }
  // The fake backend answers once the worker controls the page and the app has started it.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
  await expect
    .poll(
      () =>
        page.evaluate(async (url) => {
          const response = await fetch(url, { method: 'POST', credentials: 'include' })
          return response.status
        }, `/api/__control/${path}`),
      { message: `fake backend control call ${path}`, timeout: 10_000 },
    )
    .toBeLessThan(300)
}

async function controlOverHttp(page: Page, apiBaseUrl: string, path: string): Promise<void> {
  // page.request shares the browser context's cookie jar, so a session cookie lands in the page.
  const response = await page.request.post(`${apiBaseUrl}/__control/${path}`)
  expect(response.status(), `fake backend control call ${path}: ${await response.text()}`).toBeLessThan(300)
}

const expectedByTest = new WeakMap<TestInfo, RegExp[]>()

function expectedConsoleLines(testInfo: TestInfo): RegExp[] {
  const known = expectedByTest.get(testInfo)
  if (known) return known
  const created: RegExp[] = []
  expectedByTest.set(testInfo, created)
  return created
}

export const test = base.extend<ShellFixtures & BackendOptions & ShellOptions>({
  backendMode: ['http-api', { option: true }],
  apiBaseUrl: ['/api', { option: true }],
  consent: ['given', { option: true }],

  // Every request of the worker's browser contexts names the worker's own fake backend.
  context: async ({ context, backendMode }, use, testInfo) => {
    if (backendMode === 'http-api') await context.addCookies([tenantCookie(testInfo.parallelIndex)])
    await use(context)
  },

  page: async ({ page, consent }, use) => {
    if (consent === 'given') await answerConsentUpFront(page)
    await use(page)
  },

  gotoApp: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path)
      await waitForApp(page)
    })
  },

  control: async ({ page, backendMode, apiBaseUrl }, use) => {
    await use(async (action, params = {}) => {
      const query = new URLSearchParams(params).toString()
      const path = query ? `${action}?${query}` : action
      if (backendMode === 'http-api') await controlOverHttp(page, apiBaseUrl, path)
      else await controlFromPage(page, path)
    })
  },

  resetBackend: async ({ control }, use) => {
    await use((scenario) => control('reset', scenario ? { scenario } : {}))
  },

  signInAs: async ({ control }, use) => {
    await use((persona) => control('sign-in', { persona }))
  },

  setVisitorCountry: async ({ control }, use) => {
    await use((countryCode) => control('settings', { countryCode }))
  },

  planFault: async ({ page, control, backendMode, apiBaseUrl }, use) => {
    await use(async (path, { status, delayMs, hold, message, fields, method, times = 1 }) => {
      if (status === 0 && delayMs === undefined && backendMode === 'http-api') {
        // Chromium sends a request again, unseen by the page, when a reused keep-alive connection
        // drops it unanswered, so a connection api:serve drops would be answered on that resend.
        // The browser's own calls are failed in the browser instead; the server render's are
        // failed by planApiFailure.
        const url = new URL(`${apiBaseUrl}${path}`)
        await page.route(
          (candidate) => candidate.origin === url.origin && candidate.pathname === url.pathname,
          (route) => (method && route.request().method() !== method ? route.fallback() : route.abort('failed')),
          { times },
        )
        return
      }
      const params: Record<string, string> = { path, times: String(times) }
      if (status !== undefined) params.status = String(status)
      if (delayMs !== undefined) params.delayMs = String(delayMs)
      if (hold) params.hold = 'true'
      if (message !== undefined) params.message = message
      if (fields !== undefined) params.fields = fields.join(',')
      if (method !== undefined) params.method = method
      return control('fault', params)
    })
  },

  liftFault: async ({ control }, use) => {
    await use((path, method) => control('fault', { path, times: '0', ...(method ? { method } : {}) }))
  },

  planApiFailure: async ({ control }, use) => {
    await use((path, status, times = 1) => control('fault', { path, status: String(status), times: String(times) }))
  },

  // http-api: the worker's fake backend outlives a test, so every test starts it from the seed.
  // browser-mock: every test has a new browser context, whose empty storage holds no saved fake
  // state, so the fake backend starts from the seed anyway.
  freshBackend: [
    async ({ page, backendMode, apiBaseUrl }, use) => {
      if (backendMode === 'http-api') await controlOverHttp(page, apiBaseUrl, 'reset')
      await use()
    },
    { auto: true },
  ],

  // A request of the page that the fake backend refused as off the contract (a 400 with this
  // header; it logged why) fails the test, whatever the page made of the answer.
  contractGuard: [
    async ({ page }, use) => {
      const refused: Promise<string>[] = []
      page.on('response', (response) => {
        if (!response.headers()[CONTRACT_MISMATCH_HEADER.toLowerCase()]) return
        const request = `${response.request().method()} ${response.url()}`
        refused.push(
          response.json().then(
            (body: { error?: string }) => `${request}: ${body.error}`,
            () => request,
          ),
        )
      })
      await use()
      expect(await Promise.all(refused), 'requests that break the API contract').toEqual([])
    },
    { auto: true },
  ],

  consoleMessages: async ({ page }, use) => {
    const lines: ConsoleLine[] = []
    page.on('console', (message) => {
      const type = message.type()
      if (type !== 'error' && type !== 'warning') return
      const { url, lineNumber } = message.location()
      lines.push({ type, text: url ? `${message.text()} (${url}:${lineNumber})` : message.text() })
    })
    page.on('pageerror', (error) => lines.push({ type: 'pageerror', text: `${error.name}: ${error.message}` }))
    await use(lines)
  },

  expectConsoleErrors: async ({}, use, testInfo) => {
    await use((reason, ...patterns) => {
      testInfo.annotations.push({ type: 'expected console errors', description: `${reason}: ${patterns.join(', ')}` })
      expectedConsoleLines(testInfo).push(...patterns)
    })
  },

  // Zero console errors and warnings is the bar: a line the test did not name fails it.
  consoleGuard: [
    async ({ consoleMessages, backendMode }, use, testInfo) => {
      await use()
      const expected = expectedConsoleLines(testInfo)
      const unexpected = unexpectedConsoleLines(
        consoleMessages,
        backendMode === 'browser-mock' ? [...expected, DEMO_REFUSAL_LINE] : expected,
      )
      expect(unexpected, 'console errors, warnings and uncaught errors of the page').toEqual([])
    },
    { auto: true },
  ],

  expectNoA11yViolations: async ({ page }, use, testInfo) => {
    await use(async ({ include, exclude = [], disableRules = [], whileAnimating = false } = {}) => {
      if (!whileAnimating) await page.evaluate(animationsEnded)
      // axe.run in the page (legacy mode) instead of a partial run per frame finished in a blank
      // page it opens for each check: the app has no frames of other origins to reach. Passes and
      // incomplete checks are not collected in full: only violations are asserted. `options`
      // replaces the builder's options, so it comes before `withTags`, which adds to them.
      // Each check sends axe-core's source (0.5 MB) and runs it twice; a page that still holds it
      // from an earlier check (a sweep's client navigations keep the document) is given none.
      const axeInPage = await page.evaluate(() => 'axe' in window)
      let builder = new AxeBuilder({ page, ...(axeInPage ? { axeSource: AXE_ALREADY_IN_PAGE } : {}) })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .setLegacyMode()
      if (include) builder = builder.include(include)
      for (const selector of exclude) builder = builder.exclude(selector)
      if (disableRules.length > 0) builder = builder.disableRules(disableRules)
      const results = await builder.analyze()
      if (results.violations.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(results.violations, null, 2),
          contentType: 'application/json',
        })
      }
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
          violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
      )
      expect(summary, `axe violations on ${page.url()}`).toEqual([])
    })
  },
})

export { expect }
