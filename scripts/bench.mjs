// Production build budget: builds, reports gzip sizes of the client assets, checks that no
// fake-backend code shipped, then, with the fake API (`api:serve`) behind both:
// - the JS every kind of public page loads before it is interactive (scripts and modulepreloads
//   of the served HTML), against the budgets (`/` 125 KB gzip, other pages 135 KB);
// - first-load timings of `/` (TTFB, FCP, LCP, heading visible), server render (`npm start`)
//   vs the client-only build (`build:spa` on a static server), unthrottled and throttled;
// - the machine's speed (Lighthouse's benchmarkIndex) and the CPU slowdown that makes it play the
//   machine the budgets are set on (index 1246 at 4x; scripts/machine-speed.mjs); the two
//   measurements below slow the CPU the same way, from the speed measured again before each page
//   (the wake-up) or in each run (Lighthouse), as a shared machine's speed moves within minutes;
// - the wake-up of each public page on the server render with that slower CPU: first paint to
//   hydration (how long an early press waits) and the main thread's long tasks until hydrated,
//   against the goal of none over 50 ms, in a Chromium with no DevTools `Runtime` domain on, as a
//   visitor's (scripts/hydration-time.mjs, scripts/bare-chromium.ts);
// - Lighthouse (mobile) on the server render of `/`, a category, a card, an article, a case page
//   and `/shop`, a fresh Chrome per run with that slower CPU: medians of three runs with the index,
//   against performance ≥ 0.95, TBT ≤ 150 ms, LCP ≤ 2.5 s and 1 in the other categories
//   (scripts/lighthouse-runs.mjs).
// - the fake backend's busiest reads at the default size and at 20,000 cards / 100,000 trades,
//   in process, against a 20 ms budget (scripts/api-timings.ts);
// - the production server under load (scripts/server-render-load.mjs): per page, 10 connections,
//   warm: pages per second, p50/p99, the render server's and the API's CPU ms per page; the first
//   10 s after a cold start; resident memory after one round and after two.
// Any figure over its budget fails the run (exit code 1).
//   npm run bench [-- --no-build] [-- --no-lighthouse] [-- --no-first-load] [-- --no-hydration] [-- --no-api-timings] [-- --no-server-render]
//                 [-- --runs N] [-- --lighthouse-runs N]
// Results: printed, and written to bench/results/<time>.json (git-ignored).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { findMockCode } from './check-dist.mjs'
import { measureFirstLoad, THROTTLING } from './first-paint.mjs'
import { measureFirstLoadJs } from './first-load-js.mjs'
import { LONG_TASK_MS, measureHydration, printHydration } from './hydration-time.mjs'
import { printLighthouse, runLighthouse } from './lighthouse-runs.mjs'
import { calibrateMachine, describeCalibration } from './machine-speed.mjs'
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs'

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    'no-lighthouse': { type: 'boolean' },
    'no-first-load': { type: 'boolean' },
    'no-hydration': { type: 'boolean' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-api-timings': { type: 'boolean' },
    'no-server-render': { type: 'boolean' },
    runs: { type: 'string', default: '9' },
  },
})
const API_PORT = 4322
const APP_PORT = 4321
const SPA_PORT = 4323
const apiBaseUrl = `http://localhost:${API_PORT}/api`

/** The client-only build has no server to tell it where the API is: the build must. */
function build(script) {
  const result = spawnSync('npm', ['run', script], {
    stdio: 'inherit',
    env: script === 'build:spa' ? { ...process.env, VITE_API_BASE_URL: apiBaseUrl } : process.env,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!flags['no-build']) {
  build('build')
  if (!flags['no-first-load']) build('build:spa')
} else if (!flags['no-first-load'] && !existsSync('dist-spa/client/index.html')) {
  // `npm run build` does not make the client-only build, which the first-load comparison serves.
  build('build:spa')
}

const assetsDir = 'dist/client/assets'
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024
const round = (kb) => Math.round(kb * 10) / 10

const assets = readdirSync(assetsDir).map((name) => ({ name, gzip: gzipKb(join(assetsDir, name)) }))
const sum = (list) => round(list.reduce((total, asset) => total + asset.gzip, 0))
const js = assets.filter((asset) => asset.name.endsWith('.js'))
const css = assets.filter((asset) => asset.name.endsWith('.css'))

const sizes = {
  totalJsGzipKb: sum(js),
  totalCssGzipKb: sum(css),
  largestChunks: [...js]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((a) => ({ file: a.name, gzipKb: round(a.gzip) })),
}

console.log('\nClient assets, gzip -9:')
console.log(`  all JS        ${sizes.totalJsGzipKb} KB in ${js.length} chunks`)
console.log(`  all CSS       ${sizes.totalCssGzipKb} KB`)
console.log('  largest:      ' + sizes.largestChunks.map((c) => `${c.file} ${c.gzipKb} KB`).join(', '))

const mockFindings = findMockCode('dist')
if (mockFindings.length > 0) console.error(`\n✗ Mock code in dist:\n  ${mockFindings.join('\n  ')}`)
else console.log('\n✓ No mock code in dist')

/**
 * `npm run x` starts the server as a grandchild: killing npm alone would leave it listening.
 * Each server runs in its own process group, and stopping it signals the whole group.
 */
function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

async function startServer(command, args, env, url) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return child
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stopServer(child)
  throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`)
}

/** One page of each kind, found through the API so the bench follows the seed. */
async function publicPages() {
  const first = async (path) => (await (await fetch(`${apiBaseUrl}${path}`)).json()).data
  const core = await first('/core')
  return {
    home: '/',
    category: `/${core.categories[0].slug}`,
    card: `/cards/${(await first('/cards?page=1'))[0].slug}`,
    article: `/articles/${(await first('/articles?page=1'))[0].slug}`,
    case: `/games/cases/${(await first('/cases?page=1'))[0].slug}`,
    shop: '/shop',
    'home (en)': '/en',
  }
}

/**
 * Every other kind of public page, for the first-load budget only (it holds for each page; the
 * measures in a browser keep to the six above): the lists, the forms' pages, a giveaway, the
 * referral landing, the plain pages.
 */
async function otherPublicPages() {
  const first = async (path) => (await (await fetch(`${apiBaseUrl}${path}`)).json()).data
  const giveaway = (await first('/giveaways?page=1'))[0]
  return {
    cards: '/cards',
    articles: '/articles',
    games: '/games',
    cases: '/games/cases',
    fairness: '/games/fair',
    giveaways: `/games/giveaways/${giveaway.type}`,
    giveaway: `/games/giveaways/${giveaway.type}/${giveaway.slug}`,
    search: '/search?search=case',
    referral: '/ref',
    'referral landing': '/ref/FRIEND',
    contacts: '/contacts',
    privacy: '/privacy',
    sitemap: '/sitemap',
  }
}

/** `/` served by the server render and by the client-only build, same API behind both. */
async function runFirstLoad(ssrUrl, spaUrl) {
  const runs = Number(flags.runs)
  const results = {}
  for (const [throttlingName, throttling] of Object.entries(THROTTLING)) {
    for (const [variant, url] of [
      ['server render', ssrUrl],
      ['client-only', spaUrl],
    ]) {
      results[`${variant}, throttling ${throttlingName}`] = await measureFirstLoad(`${url}/`, { runs, throttling })
    }
  }
  console.log(`\nFirst load of / (median of ${runs} cold loads, ms from navigation start):`)
  console.table(results)
  return results
}

const servers = []
const serve = async (...args) => {
  const child = await startServer(...args)
  servers.push(child)
  return child
}
let lighthouseResults = null
let firstLoadJs = null
let firstLoadResults = null
let hydrationResults = null
let machine = null
try {
  await serve('npm', ['run', 'api:serve'], { PORT: String(API_PORT) }, `${apiBaseUrl}/core`)
  await serve(
    'node',
    [...SERVER_NODE_FLAGS, 'server/start.mjs'],
    {
      PORT: String(APP_PORT),
      API_BASE_URL: apiBaseUrl,
      API_INTERNAL_BASE_URL: apiBaseUrl,
      SITE_URL: `http://localhost:${APP_PORT}`,
      LOG_LEVEL: 'warn',
    },
    `http://localhost:${APP_PORT}/healthz`,
  )
  const pages = await publicPages()
  firstLoadJs = await measureFirstLoadJs(`http://localhost:${APP_PORT}`, { ...pages, ...(await otherPublicPages()) })
  console.log(
    '\nJS before interactive (scripts + modulepreloads of the served HTML, gzip -9; budget / 125 KB, others 135 KB):',
  )
  console.table(firstLoadJs)
  if (!flags['no-first-load']) {
    await serve(
      'node',
      ['scripts/serve-static.mjs', 'dist-spa/client', '--port', String(SPA_PORT)],
      {},
      `http://localhost:${SPA_PORT}/`,
    )
    firstLoadResults = await runFirstLoad(`http://localhost:${APP_PORT}`, `http://localhost:${SPA_PORT}`)
  }
  machine = await calibrateMachine()
  console.log(`\nMachine: ${describeCalibration(machine)}`)
  if (!flags['no-hydration']) {
    hydrationResults = await measureHydration(`http://localhost:${APP_PORT}`, {
      runs: Number(flags.runs),
      pages,
    })
    printHydration(hydrationResults)
  }
  if (!flags['no-lighthouse']) {
    lighthouseResults = await runLighthouse(`http://localhost:${APP_PORT}`, pages, {
      runs: Number(flags['lighthouse-runs']),
    })
    printLighthouse(lighthouseResults)
  }
} finally {
  for (const child of servers) stopServer(child)
}

// Alone on the machine: the browser-driven measurements above have stopped their servers.
let serverRender = null
if (!flags['no-server-render']) {
  const { measureServerRender, printServerRender } = await import('./server-render-load.mjs')
  serverRender = await measureServerRender()
  printServerRender(serverRender)
}

let apiTimings = null
let apiOverBudget = []
if (!flags['no-api-timings']) {
  const { measureApiTimings, printApiTimings } = await import('./api-timings.ts')
  apiTimings = await measureApiTimings()
  apiOverBudget = printApiTimings(apiTimings)
}

mkdirSync('bench/results', { recursive: true })
const resultFile = join('bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(
  resultFile,
  JSON.stringify(
    {
      sizes,
      mockFindings,
      machine,
      firstLoadJs,
      firstLoad: firstLoadResults,
      hydration: hydrationResults,
      lighthouse: lighthouseResults,
      serverRender,
      apiTimings,
    },
    null,
    2,
  ),
)
console.log(`\nWritten ${resultFile}`)
const overBudget = [
  ...mockFindings.map((finding) => `mock code in dist: ${finding}`),
  ...(firstLoadJs ?? [])
    .filter((row) => !row.withinBudget)
    .map((row) => `${row.path}: ${row.jsGzipKb} KB of JS before interactive (budget ${row.budgetKb} KB)`),
  ...Object.entries(hydrationResults ?? {})
    .filter(([, row]) => row.longestTaskMs > LONG_TASK_MS)
    .map(
      ([, row]) =>
        `${row.path}: a ${row.longestTaskMs} ms task while waking up at ${row.cpuSlowdown}x (${row.longTasks} long tasks, ${row.blockingMs} ms past 50; goal: none over ${LONG_TASK_MS} ms)`,
    ),
  ...(lighthouseResults ?? [])
    .filter((row) => !row.withinBudget)
    .map((row) => `${row.path}: Lighthouse ${JSON.stringify(row)}`),
  ...(serverRender?.overBudget ?? []),
  ...apiOverBudget,
]
if (overBudget.length > 0) {
  console.error(`\n✗ Over budget:\n  ${overBudget.join('\n  ')}`)
  process.exit(1)
}
console.log('\n✓ Every figure within its budget')
