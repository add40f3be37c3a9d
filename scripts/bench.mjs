// Production build budget: builds, reports gzip sizes of the client assets (all, and what the
// first page load needs: the entry chunk with its static imports, and the root CSS), checks
// that no fake-backend code shipped, then, with the fake API (`api:serve`) behind both:
// - first-load timings of `/` (TTFB, FCP, LCP, heading visible), server render (`npm start`)
//   vs the client-only build (`build:spa` on a static server), unthrottled and throttled;
// - first paint to hydration of `/`, a case page and `/shop` on the server render with a 4x
//   slower CPU: how long an early press waits (scripts/hydration-time.mjs);
// - Lighthouse on the server render;
// - the fake backend's busiest reads at the default size and at 20,000 cards / 100,000 trades,
//   in process, against a 20 ms budget (scripts/api-timings.ts).
//   npm run bench [-- --no-build] [-- --no-lighthouse] [-- --no-first-load] [-- --no-hydration] [-- --no-api-timings] [-- --runs N]
// Results: printed, and written to bench/results/<time>.json (git-ignored).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { findMockCode } from './check-dist.mjs'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'
import { measureFirstLoad, THROTTLING } from './first-paint.mjs'
import { measureHydration, printHydration } from './hydration-time.mjs'

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    'no-lighthouse': { type: 'boolean' },
    'no-first-load': { type: 'boolean' },
    'no-hydration': { type: 'boolean' },
    'no-api-timings': { type: 'boolean' },
    runs: { type: 'string', default: '9' },
  },
})
const API_PORT = 4322
const APP_PORT = 4321
const SPA_PORT = 4323
const apiBaseUrl = `http://localhost:${API_PORT}/api`

function build(script) {
  const result = spawnSync('npm', ['run', script], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!flags['no-build']) {
  build('build')
  if (!flags['no-first-load']) build('build:spa')
}

const assetsDir = 'dist/client/assets'
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024
const round = (kb) => Math.round(kb * 10) / 10

const assets = readdirSync(assetsDir).map((name) => ({ name, gzip: gzipKb(join(assetsDir, name)) }))
const sum = (list) => round(list.reduce((total, asset) => total + asset.gzip, 0))
const js = assets.filter((asset) => asset.name.endsWith('.js'))
const css = assets.filter((asset) => asset.name.endsWith('.css'))

/** The root route's client entry and CSS, from the asset manifest Start writes into the server build. */
function rootAssets() {
  const dir = 'dist/server/assets'
  const manifestFile = readdirSync(dir).find((name) => name.startsWith('_tanstack-start-manifest'))
  if (!manifestFile) throw new Error('No TanStack Start manifest in dist/server/assets')
  const manifest = readFileSync(join(dir, manifestFile), 'utf8')
  const root = manifest.slice(manifest.indexOf('__root__'))
  const rootBlock = root.slice(0, root.search(/\n\t}/))
  const entry = /src: "\/assets\/([^"]+\.js)"/.exec(rootBlock)?.[1]
  if (!entry) throw new Error('No client entry script in the Start manifest')
  const cssFiles = [...(/css: \[([^\]]*)\]/.exec(rootBlock)?.[1] ?? '').matchAll(/\/assets\/([^"]+\.css)/g)].map((m) => m[1])
  return { entry, cssFiles }
}

/** The entry chunk and every chunk it imports statically (what runs before the first render). */
function staticClosure(entry) {
  const seen = new Set()
  const visit = (name) => {
    if (seen.has(name)) return
    seen.add(name)
    const code = readFileSync(join(assetsDir, name), 'utf8')
    for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(match[1])
  }
  visit(entry)
  return [...seen]
}

const { entry, cssFiles } = rootAssets()
const initialJs = staticClosure(entry)
const byName = new Map(assets.map((asset) => [asset.name, asset]))
const pick = (names) => names.map((name) => byName.get(name)).filter(Boolean)

const sizes = {
  totalJsGzipKb: sum(js),
  totalCssGzipKb: sum(css),
  entryChunk: { file: entry, gzipKb: round(byName.get(entry)?.gzip ?? 0) },
  initialJsGzipKb: sum(pick(initialJs)),
  initialJsChunks: initialJs.length,
  rootCssGzipKb: sum(pick(cssFiles)),
  largestChunks: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((a) => ({ file: a.name, gzipKb: round(a.gzip) })),
}

console.log('\nClient assets, gzip -9:')
console.log(`  all JS        ${sizes.totalJsGzipKb} KB in ${js.length} chunks`)
console.log(`  all CSS       ${sizes.totalCssGzipKb} KB`)
console.log(`  entry chunk   ${sizes.entryChunk.gzipKb} KB (${entry})`)
console.log(`  initial JS    ${sizes.initialJsGzipKb} KB (entry + ${initialJs.length - 1} static imports)`)
console.log(`  root CSS      ${sizes.rootCssGzipKb} KB`)
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

async function runLighthouse(appUrl) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const results = {}
    for (const path of ['/', '/en']) {
      const run = await lighthouse(`${appUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const { categories, audits } = run.lhr
      results[path] = {
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        seo: categories.seo.score,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
      }
      console.log(`\nLighthouse ${path}:`, results[path])
    }
    return results
  } finally {
    await chrome.kill()
  }
}

/** `/` served by the server render and by the client-only build, same API behind both. */
async function runFirstLoad(ssrUrl, spaUrl) {
  const runs = Number(flags.runs)
  const results = {}
  for (const [throttlingName, throttling] of Object.entries(THROTTLING)) {
    for (const [variant, url] of [['server render', ssrUrl], ['client-only', spaUrl]]) {
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
let firstLoadResults = null
let hydrationResults = null
try {
  if (!flags['no-lighthouse'] || !flags['no-first-load'] || !flags['no-hydration']) {
    await serve('npm', ['run', 'api:serve'], { PORT: String(API_PORT) }, `${apiBaseUrl}/core`)
    await serve('node', ['server/start.mjs'], { PORT: String(APP_PORT) }, `http://localhost:${APP_PORT}/`)
  }
  if (!flags['no-first-load']) {
    await serve('node', ['scripts/serve-static.mjs', 'dist-spa/client', '--port', String(SPA_PORT)], {}, `http://localhost:${SPA_PORT}/`)
    firstLoadResults = await runFirstLoad(`http://localhost:${APP_PORT}`, `http://localhost:${SPA_PORT}`)
  }
  if (!flags['no-hydration']) {
    hydrationResults = await measureHydration(`http://localhost:${APP_PORT}`, { runs: Number(flags.runs) })
    printHydration(hydrationResults)
  }
  if (!flags['no-lighthouse']) lighthouseResults = await runLighthouse(`http://localhost:${APP_PORT}`)
} finally {
  for (const child of servers) stopServer(child)
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
writeFileSync(resultFile, JSON.stringify({ sizes, mockFindings, firstLoad: firstLoadResults, hydration: hydrationResults, lighthouse: lighthouseResults, apiTimings }, null, 2))
console.log(`\nWritten ${resultFile}`)
if (mockFindings.length > 0 || apiOverBudget.length > 0) process.exit(1)
