// Lighthouse (mobile: simulated throttling, the CPU slowed 4x on the reference machine) on pages of a running server, as a
// first-time visitor gets them: every run in a Chrome of its own with a fresh profile. One Chrome
// reused across runs kept what a visitor does not have (compiled scripts, the renderer's caches),
// and its figures flattered the pages: TBT 2-13 ms where a plain `lighthouse <url>` on the same
// build measured 500-1300 ms. Each run's `benchmarkIndex` (Lighthouse's measure of this machine's
// speed) is kept, and the CPU is slowed in proportion to the machine's speed (machine-speed.mjs),
// so every machine measures the phone the budget is set for.
// Used by `npm run bench`; alone: node scripts/lighthouse-runs.mjs http://localhost:3000 [runs] [path ...]
import { chromiumArgs, chromiumExecutable } from './chromium.ts'
import { calibrateMachine, describeCalibration, REFERENCE_MACHINE } from './machine-speed.mjs'

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

async function runOnce(url, cpuSlowdown) {
  const { default: lighthouse } = await import('lighthouse')
  const { throttling } = await import('lighthouse/core/config/constants.js')
  const chromeLauncher = await import('chrome-launcher')
  // chrome-launcher gives every launch a new temporary profile.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse's mobile default (slow 4G) with the machine's own CPU slowdown.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    })
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
      },
      runtimeError: lhr.runtimeError?.code,
    }
  } finally {
    await chrome.kill()
  }
}

/**
 * Medians of `runs` runs per page; `pages`: name → path. `cpuSlowdown`: from `calibrateMachine()`
 * (machine-speed.mjs); Lighthouse's own 4x if not given.
 */
export async function runLighthouse(appUrl, pages, { runs = 3, cpuSlowdown = REFERENCE_MACHINE.cpuSlowdown } = {}) {
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
    const row = { page, path, cpuSlowdown }
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
    `\nLighthouse, mobile, a fresh Chrome per run, the CPU slowed ${rows[0]?.cpuSlowdown}x, medians ` +
      `(benchmarkIndex of this machine in Lighthouse's runs: ${median(indexes) ?? 'n/a'}; ` +
      `budget: performance ≥ 0.95, TBT ≤ ${LIGHTHOUSE_BUDGET.maxTbtMs} ms, LCP ≤ ${LIGHTHOUSE_BUDGET.maxLcpMs} ms, the other categories 1):`,
  )
  console.table(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appUrl = 'http://localhost:3000', runs = '3', ...paths] = process.argv.slice(2)
  const pages = Object.fromEntries((paths.length > 0 ? paths : ['/']).map((path) => [path, path]))
  const machine = await calibrateMachine()
  console.log(describeCalibration(machine))
  printLighthouse(
    await runLighthouse(appUrl.replace(/\/$/, ''), pages, { runs: Number(runs), cpuSlowdown: machine.cpuSlowdown }),
  )
}
