// Lighthouse (mobile: simulated throttling, the CPU slowed 4x on the reference machine) on pages of a running server, as a
// first-time visitor gets them: every run in a Chrome of its own with a fresh profile. One Chrome
// reused across runs kept what a visitor does not have (compiled scripts, the renderer's caches),
// and its figures flattered the pages: TBT 2-13 ms where a plain `lighthouse <url>` on the same
// build measured 500-1300 ms. Each run's `benchmarkIndex` (Lighthouse's measure of this machine's
// speed) is kept, and the CPU is slowed in proportion to the machine's speed (machine-speed.mjs),
// so every machine measures the phone the budget is set for.
//
// The speed is the run's own. A shared machine's index moved from 1,640 to 2,870 within minutes
// (2026-11-28), and one slowdown set at the bench's start gave the same build a TBT of 240 ms in
// one run and 1,410 ms in the next. Simulated throttling slows nothing while the page loads: the
// slowdown is applied to the recorded trace afterwards. So each run is gathered first, and then
// audited with the slowdown its own index calls for (Lighthouse's gather and audit modes, the
// artifacts on disk in between).
// Used by `npm run bench`; alone: node scripts/lighthouse-runs.mjs http://localhost:3000 [runs] [path ...]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'
import { calibratedCpuSlowdown, forcedCpuSlowdown, REFERENCE_MACHINE } from './machine-speed.mjs'

/** Scores are fractions: no rounding (first-paint.mjs's median rounds to whole ms). */
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]

export const LIGHTHOUSE_BUDGET = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  maxTbtMs: 150,
  maxLcpMs: 2500,
}

export function withinLighthouseBudget(row) {
  const { maxTbtMs, maxLcpMs, ...minimums } = LIGHTHOUSE_BUDGET
  return (
    Object.entries(minimums).every(([key, min]) => row[key] >= min) && row.tbtMs <= maxTbtMs && row.lcpMs <= maxLcpMs
  )
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** Loads the page once in a fresh Chrome and keeps what Lighthouse recorded in `dir`. */
async function gather(url, dir, flags) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  // chrome-launcher gives every launch a new temporary profile.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir })
  } finally {
    await chrome.kill()
  }
}

/**
 * Sets the slowdown the simulation will apply to the recorded run: `cpuSlowdown` if given, else what
 * the run's own benchmarkIndex calls for. It goes into the recorded settings: Lighthouse refuses to
 * audit with settings other than those it gathered with.
 */
async function slowRecordedRun(dir, cpuSlowdown) {
  const file = join(dir, 'artifacts.json')
  const artifacts = JSON.parse(await readFile(file, 'utf8'))
  const slowdown = cpuSlowdown ?? calibratedCpuSlowdown(artifacts.BenchmarkIndex)
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
  await writeFile(file, JSON.stringify(artifacts))
  return slowdown
}

/** One run: `cpuSlowdown` if given, else the slowdown this run's own benchmarkIndex calls for. */
async function runOnce(url, cpuSlowdown) {
  const { default: lighthouse } = await import('lighthouse')
  const { throttling } = await import('lighthouse/core/config/constants.js')
  // Lighthouse's mobile default (slow 4G); the CPU's slowdown is set once the run's speed is known.
  const flagsWith = (slowdown) => ({
    output: 'json',
    onlyCategories: CATEGORIES,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  })
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-run-'))
  try {
    await gather(url, dir, flagsWith(cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier))
    const slowdown = await slowRecordedRun(dir, cpuSlowdown)
    const { lhr } = await lighthouse(undefined, { ...flagsWith(slowdown), auditMode: dir })
    const { categories, audits } = lhr
    return {
      sample: {
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        seo: categories.seo.score,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: slowdown,
      },
      runtimeError: lhr.runtimeError?.code,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Medians of `runs` runs per page; `pages`: name → path. `cpuSlowdown`: one slowdown for every run
 * (`MACHINE_CPU_SLOWDOWN`); if not given, each run's own (see above).
 */
export async function runLighthouse(appUrl, pages, { runs = 3, cpuSlowdown = forcedCpuSlowdown() } = {}) {
  const rows = []
  for (const [page, path] of Object.entries(pages)) {
    // A run that ends without a figure (Lighthouse sometimes finds no LCP) is run again rather
    // than counted: a missing value would sort as 0 or NaN into the median.
    const samples = []
    const problems = []
    for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
      const { sample, runtimeError } = await runOnce(`${appUrl}${path}`, cpuSlowdown)
      const missing = Object.keys(sample).filter((key) => !Number.isFinite(sample[key]))
      if (missing.length === 0) samples.push(sample)
      else problems.push(`no ${missing.join(', ')}${runtimeError ? ` (${runtimeError})` : ''}`)
    }
    const row = { page, path }
    if (samples.length < runs) {
      row.withinBudget = false
      row.problem = `${samples.length} of ${runs} runs gave every figure: ${problems.join('; ')}`
    } else {
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((sample) => sample[key]))
      row.withinBudget = withinLighthouseBudget(row)
      if (problems.length > 0) row.rerun = problems.join('; ')
    }
    rows.push(row)
  }
  return rows
}

export function printLighthouse(rows) {
  const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite)
  console.log(
    `\nLighthouse, mobile, a fresh Chrome per run, the CPU slowed as each run's own benchmarkIndex calls for ` +
      `(to the reference machine's ${REFERENCE_MACHINE.benchmarkIndex} at ${REFERENCE_MACHINE.cpuSlowdown}x; ` +
      `MACHINE_CPU_SLOWDOWN sets one for all), medians ` +
      `(this machine's benchmarkIndex in the runs: ${median(indexes) ?? 'n/a'}; ` +
      `budget: performance ≥ 0.95, TBT ≤ ${LIGHTHOUSE_BUDGET.maxTbtMs} ms, LCP ≤ ${LIGHTHOUSE_BUDGET.maxLcpMs} ms, the other categories 1):`,
  )
  console.table(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appUrl = 'http://localhost:3000', runs = '3', ...paths] = process.argv.slice(2)
  const pages = Object.fromEntries((paths.length > 0 ? paths : ['/']).map((path) => [path, path]))
  printLighthouse(await runLighthouse(appUrl.replace(/\/$/, ''), pages, { runs: Number(runs) }))
}
