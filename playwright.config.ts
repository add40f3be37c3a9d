import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts'
import type { BackendOptions } from './e2e/fixtures.ts'
import { hybridDemo } from './e2e/hybrid/servers.ts'

/**
 * The same specs run twice:
 * - `browser-mock`: the static demo (`build:demo`, fully client-side, the fake backend in the
 *   page's service worker) served with an SPA fallback;
 * - `http-api`: the production build (server rendering, `npm start`) talking to the fake
 *   backend over real HTTP (`api:serve`) on another port, as it would to the real API.
 * `e2e/hybrid` runs once more, in its own project `hybrid`: the same demo build served in hybrid
 * mode, beside an `api:serve` playing the real API.
 * Ports are unusual on purpose, so a developer's `npm run dev` (3000) never collides.
 */
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4313)
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4311)
const API_PORT = Number(process.env.E2E_API_PORT ?? 4312)
const apiBaseUrl = `http://localhost:${API_PORT}/api`

const isCI = Boolean(process.env.CI)

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]

/** `--project x` on the command line: start only the servers the chosen projects need. */
function requestedProjects(argv: readonly string[]): Set<string> | null {
  const names = argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && argv[i + 1]
        ? [argv[i + 1] ?? '']
        : [],
  )
  return names.length > 0 ? new Set(names) : null
}
const chosen = requestedProjects(process.argv)
const runs = (project: string) => chosen === null || chosen.has(project)

const servesDemo = runs('browser-mock') || runs('hybrid')

/**
 * Playwright starts the servers one after another, so when both builds are needed the demo's
 * server makes them side by side (scripts/run-steps.mjs), and the app's server only starts.
 */
const buildsBoth = servesDemo && runs('http-api')

const demoServer: WebServer = {
  command: `${buildsBoth ? 'node scripts/run-steps.mjs build:demo build' : 'npm run build:demo'} && node scripts/serve-static.mjs dist-demo/client --port ${DEMO_PORT}`,
  url: `http://localhost:${DEMO_PORT}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

/** The real API behind the hybrid demo: an api:serve of its own, which the spec seeds from another seed. */
const realApiServer: WebServer = {
  command: 'node --experimental-strip-types mocks/http/serve.ts',
  url: `${hybridDemo.realApiBaseUrl}/core`,
  env: { PORT: String(hybridDemo.realApiPort) },
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

/** The demo build of demoServer (started before it), served in hybrid mode: no second build. */
const hybridDemoServer: WebServer = {
  command: `node scripts/serve-static.mjs dist-demo/client --port ${hybridDemo.port}`,
  url: `${hybridDemo.url}/`,
  env: { API_BASE_URL: hybridDemo.realApiBaseUrl, FAKE_OPERATIONS: hybridDemo.fakeOperations },
  timeout: 30_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

const WORKERS = 3

const apiServer: WebServer = {
  // An api:serve per worker behind one port (e2e/tenants), so the project's tests run in parallel.
  command: 'node --experimental-strip-types e2e/tenants/serve.ts',
  url: `${apiBaseUrl}/core`,
  // api:serve answers CORS with credentials for any localhost origin.
  env: { PORT: String(API_PORT), E2E_TENANTS: String(WORKERS) },
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

/**
 * The build knows nothing of where it will run: the API's address and the site's are given to
 * `npm start` (so every http-api test also shows that one build takes its addresses at start).
 */
const appServer: WebServer = {
  command: buildsBoth ? 'npm start' : 'npm run build && npm start',
  url: `http://localhost:${APP_PORT}/healthz`,
  env: {
    PORT: String(APP_PORT),
    API_BASE_URL: apiBaseUrl,
    API_INTERNAL_BASE_URL: apiBaseUrl,
    SITE_URL: `http://localhost:${APP_PORT}`,
    // One access-log line a request is for operators; the test run's output stays readable.
    LOG_LEVEL: 'warn',
  },
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
}

export default defineConfig<BackendOptions>({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Three browsers on two cores: the tests mostly wait on pages; the whole suite passed this way
  // with the machine at load 12–19. Each worker of the http-api project has a fake backend of
  // its own (apiServer), so both projects share the three workers freely.
  workers: WORKERS,
  // Limits that catch a hang, not slowness: a CI run once went 2.8x slower than usual from end to
  // end, and at load 14-20 here the admin panel's first load took over 7 s. A passing test waits
  // only as long as the state takes to come.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Recording a trace for every test costs 10–30 % of the run (e2e/content, http-api, two runs
    // each: 129 and 166 s of tests traced, 118 and 120 s not); CI retries a failure once and
    // traces that retry.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'http-api',
      testIgnore: 'hybrid/**',
      use: { baseURL: `http://localhost:${APP_PORT}`, backendMode: 'http-api', apiBaseUrl },
    },
    {
      name: 'browser-mock',
      testIgnore: 'hybrid/**',
      use: { baseURL: `http://localhost:${DEMO_PORT}`, backendMode: 'browser-mock', apiBaseUrl: '/api' },
    },
    {
      // The fake backend is the page's, as in browser-mock; only the operations it answers differ.
      name: 'hybrid',
      testMatch: 'hybrid/**/*.spec.ts',
      use: { baseURL: hybridDemo.url, backendMode: 'browser-mock', apiBaseUrl: '/api' },
    },
  ],
  webServer: [
    // Playwright starts these one after another: the hybrid demo serves the demo's build.
    ...(servesDemo ? [demoServer] : []),
    ...(runs('hybrid') ? [realApiServer, hybridDemoServer] : []),
    ...(runs('http-api') ? [apiServer, appServer] : []),
  ],
})
