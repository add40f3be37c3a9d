// Production build budget: builds, reports gzip sizes of the client assets (all, and what the
// first page load needs: the entry chunk with its static imports, and the root CSS), checks
// that no fake-backend code shipped, and, when the `lighthouse` package is installed, runs
// Lighthouse against the built server with the fake API behind it.
//   npm run bench [-- --no-build] [-- --no-lighthouse]
// Results: printed, and written to bench/results/<time>.json (git-ignored).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { findMockCode } from './check-dist.mjs'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'

const { values: flags } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, 'no-lighthouse': { type: 'boolean' } },
})
const API_PORT = 4322
const APP_PORT = 4321
const apiBaseUrl = `http://localhost:${API_PORT}/api`

if (!flags['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
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

async function startServer(command, args, env, url) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return child
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`)
}

async function runLighthouse() {
  const require = createRequire(import.meta.url)
  try {
    require.resolve('lighthouse')
  } catch {
    console.log('\nLighthouse: skipped (the `lighthouse` package is not installed; `npm i -D lighthouse` to enable).')
    return null
  }
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const api = await startServer('npm', ['run', 'api:serve'], { PORT: String(API_PORT) }, `${apiBaseUrl}/core`)
  const app = await startServer('node', ['server/start.mjs'], { PORT: String(APP_PORT) }, `http://localhost:${APP_PORT}/`)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const results = {}
    for (const path of ['/', '/en']) {
      const run = await lighthouse(`http://localhost:${APP_PORT}${path}`, {
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
    app.kill()
    api.kill()
  }
}

const lighthouseResults = flags['no-lighthouse'] ? null : await runLighthouse()

mkdirSync('bench/results', { recursive: true })
const resultFile = join('bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(resultFile, JSON.stringify({ sizes, mockFindings, lighthouse: lighthouseResults }, null, 2))
console.log(`\nWritten ${resultFile}`)
if (mockFindings.length > 0) process.exit(1)
