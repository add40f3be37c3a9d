// Lighthouse (mobile: simulated throttling, the CPU slowed 4x on the reference machine) on pages of a running server, as a
// first-time visitor gets them: every run in a Chrome of its own with a fresh profile. One Chrome
// reused across runs kept what a visitor does not have (compiled scripts, the renderer's caches),
// and its figures flattered the pages: TBT 2-13 ms where a plain `lighthouse <url>` on the same
// build measured 500-1300 ms. Each run's `benchmarkIndex` (Lighthouse's measure of this machine's
// speed) is kept, and the CPU is slowed in proportion to the machine's speed (machine-speed.mjs),
// so every machine measures the phone the budget is set for.
//
// One slowdown for the whole bench, from the median index of all its runs. Simulated throttling
// slows nothing while the page loads: the slowdown is applied to the recorded trace afterwards, so
// every page is recorded first (Lighthouse's gather mode) and then audited (audit mode). A shared
// machine's index swings within minutes (1,640 to 2,870 on 2026-11-28, 934 to 1,905 on 2026-11-29)
// while the work a recorded load holds barely moves with it (the loads of `/` with the highest
// index did 4 % less main-thread work than those with the lowest, for an index 53 % higher).
// Slowed by its own index, a run whose index caught a fast moment was slowed far more than its
// trace was fast (`/` at index 1,838: TBT 822 ms at 5.9x, 273 ms at the session's 3.8x): the
// spread widened instead of shrinking (docs/performance.md, "One slowdown per bench").
// Used by `npm run bench`; alone: node scripts/lighthouse-runs.mjs http://localhost:3000 [runs] [path ...]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'
import { LONG_TASK_MS } from './hydration-time.mjs'
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

/** Lighthouse's mobile default (slow 4G), the CPU slowed `slowdown` times. */
async function lighthouseFlags(slowdown) {
  const { throttling } = await import('lighthouse/core/config/constants.js')
  return {
    output: 'json',
    onlyCategories: CATEGORIES,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  }
}

/** Loads the page once in a fresh Chrome and keeps what Lighthouse recorded, with this run's benchmarkIndex. */
async function gather(url) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-run-'))
  // chrome-launcher gives every launch a new temporary profile.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    // The slowdown recorded here is replaced before the audit (slowRecordedRun).
    await lighthouse(url, {
      ...(await lighthouseFlags(REFERENCE_MACHINE.cpuSlowdown)),
      port: chrome.port,
      gatherMode: dir,
    })
  } finally {
    await chrome.kill()
  }
  const { BenchmarkIndex } = JSON.parse(await readFile(join(dir, 'artifacts.json'), 'utf8'))
  return { dir, benchmarkIndex: BenchmarkIndex }
}

/**
 * Sets the slowdown the simulation will apply to the recorded run. It goes into the recorded
 * settings: Lighthouse refuses to audit with settings other than those it gathered with.
 */
async function slowRecordedRun(dir, slowdown) {
  const file = join(dir, 'artifacts.json')
  const artifacts = JSON.parse(await readFile(file, 'utf8'))
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
  await writeFile(file, JSON.stringify(artifacts))
}

/**
 * Where Lighthouse's model puts a page's first render, from the simulated main-thread tasks of
 * the whole page (`tasks`: { startMs, endMs, laysOut, paints }, in any order) and the simulated
 * first paint (the model's earlier estimate of it, one of the two its blocking time averages).
 * The first render is the longest task that both lays out and paints. The model estimates the
 * first paint from the document, the render-blocking stylesheets and the first parse, layout and
 * paint tasks alone, but simulates the whole page with every task on one main thread in the order
 * they were recorded: what ran before the first render (the navigation's commit, the inline
 * scripts, each picture's document) delays it there and not in the first paint, so the first
 * render lands after the first paint and counts as blocking time (docs/performance.md, "Where
 * Lighthouse's blocking time sits").
 */
export function firstRenderInLantern(tasks, firstPaintMs) {
  const renders = tasks.filter((task) => task.laysOut && task.paints)
  if (renders.length === 0) return null
  const render = renders.reduce((longest, task) =>
    task.endMs - task.startMs > longest.endMs - longest.startMs ? task : longest,
  )
  const afterFirstPaintMs = render.endMs - Math.max(render.startMs, firstPaintMs)
  return {
    renderMs: Math.round(render.endMs - render.startMs),
    renderCountedMs: Math.round(Math.max(0, afterFirstPaintMs - LONG_TASK_MS)),
    cpuBeforeRenderMs: Math.round(
      tasks.filter((task) => task.endMs <= render.startMs).reduce((sum, task) => sum + task.endMs - task.startMs, 0),
    ),
  }
}

/**
 * Simulates a recorded run again with Lighthouse's own model (Lantern, the computed artifacts its
 * audits use; not a public API, so tied to the `lighthouse` version of the lock file) to read its
 * main-thread tasks, which the report does not give with what they did.
 */
async function firstRenderOfRun(dir, slowdown) {
  const computed = 'lighthouse/core/computed/metrics'
  const [{ LanternFirstContentfulPaint }, { LanternTotalBlockingTime }, { throttling }] = await Promise.all([
    import(`${computed}/lantern-first-contentful-paint.js`),
    import(`${computed}/lantern-total-blocking-time.js`),
    import('lighthouse/core/config/constants.js'),
  ])
  const read = async (name) => JSON.parse(await readFile(join(dir, name), 'utf8'))
  const [artifacts, trace, devtoolsLog] = await Promise.all([
    read('artifacts.json'),
    read('trace.json'),
    read('devtoolslog.json'),
  ])
  const settings = {
    ...artifacts.settings,
    throttlingMethod: 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  }
  const data = {
    trace,
    devtoolsLog,
    settings,
    gatherContext: artifacts.GatherContext,
    URL: artifacts.URL,
    SourceMaps: [],
    HostDPR: artifacts.HostDPR,
    simulator: null,
  }
  const context = { computedCache: new Map(), settings }
  const firstPaint = await LanternFirstContentfulPaint.request(data, context)
  const blocking = await LanternTotalBlockingTime.request(data, context)
  const tasks = [...blocking.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'cpu')
    .map(([node, timing]) => ({
      startMs: timing.startTime,
      endMs: timing.endTime,
      laysOut: node.childEvents.some((event) => event.name === 'Layout'),
      paints: node.childEvents.some((event) => event.name === 'Paint'),
    }))
  return firstRenderInLantern(tasks, firstPaint.optimisticEstimate.timeInMs)
}

/** The figures of one recorded run, simulated with the CPU slowed `slowdown` times. */
async function audit({ dir, benchmarkIndex }, slowdown) {
  const { default: lighthouse } = await import('lighthouse')
  await slowRecordedRun(dir, slowdown)
  const { lhr } = await lighthouse(undefined, { ...(await lighthouseFlags(slowdown)), auditMode: dir })
  const { categories, audits } = lhr
  // A run Lighthouse could not read (its runtimeError) has no graph to simulate; it is replaced below.
  const firstRender = lhr.runtimeError ? null : await firstRenderOfRun(dir, slowdown)
  return {
    sample: {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      seo: categories.seo.score,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      renderMs: firstRender?.renderMs,
      renderCountedMs: firstRender?.renderCountedMs,
      cpuBeforeRenderMs: firstRender?.cpuBeforeRenderMs,
      benchmarkIndex: Math.round(benchmarkIndex),
      cpuSlowdown: slowdown,
    },
    runtimeError: lhr.runtimeError?.code,
  }
}

/**
 * Medians of `runs` runs per page; `pages`: name → path. Every page is recorded first; then every
 * run is simulated at one slowdown: `cpuSlowdown` (`MACHINE_CPU_SLOWDOWN`) if given, else the one
 * the median benchmarkIndex of all the runs calls for (see the top of this file).
 */
export async function runLighthouse(appUrl, pages, { runs = 3, cpuSlowdown = forcedCpuSlowdown() } = {}) {
  const recorded = []
  /** Records one run of `path`, kept with the others until every one has been audited. */
  const record = async (path) => {
    const run = { path, ...(await gather(`${appUrl}${path}`)) }
    recorded.push(run)
    return run
  }
  try {
    for (const path of Object.values(pages)) for (let run = 0; run < runs; run++) await record(path)
    const slowdown = cpuSlowdown ?? calibratedCpuSlowdown(median(recorded.map((run) => run.benchmarkIndex)))
    const rows = []
    for (const [page, path] of Object.entries(pages)) {
      // A run that ends without a figure (Lighthouse sometimes finds no LCP) is replaced by a new
      // one rather than counted: a missing value would sort as 0 or NaN into the median.
      const samples = []
      const problems = []
      const pending = recorded.filter((run) => run.path === path)
      for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
        const run = pending.shift() ?? (await record(path))
        const { sample, runtimeError } = await audit(run, slowdown)
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
  } finally {
    await Promise.all(recorded.map(({ dir }) => rm(dir, { recursive: true, force: true })))
  }
}

export function printLighthouse(rows) {
  const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite)
  const slowdown = rows.find((row) => Number.isFinite(row.cpuSlowdown))?.cpuSlowdown ?? 'n/a'
  console.log(
    `\nLighthouse, mobile, a fresh Chrome per run, every run's CPU slowed ${slowdown}x: as the median benchmarkIndex ` +
      `of all the runs calls for (the reference machine's ${REFERENCE_MACHINE.benchmarkIndex} at ${REFERENCE_MACHINE.cpuSlowdown}x; ` +
      `MACHINE_CPU_SLOWDOWN sets one), medians ` +
      `(this machine's benchmarkIndex, each page's median: ${indexes.length > 0 ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : 'n/a'}; ` +
      `budget: performance ≥ 0.95, TBT ≤ ${LIGHTHOUSE_BUDGET.maxTbtMs} ms, LCP ≤ ${LIGHTHOUSE_BUDGET.maxLcpMs} ms, the other categories 1):`,
  )
  console.log(
    "renderMs: the first render (the longest task that lays out and paints) in Lighthouse's model; renderCountedMs: " +
      'how much of it counts as blocking time, as it lands after the first paint there; cpuBeforeRenderMs: the ' +
      'main-thread work the model runs before it (docs/performance.md, "Where Lighthouse\'s blocking time sits").',
  )
  console.table(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appUrl = 'http://localhost:3000', runs = '3', ...paths] = process.argv.slice(2)
  const pages = Object.fromEntries((paths.length > 0 ? paths : ['/']).map((path) => [path, path]))
  printLighthouse(await runLighthouse(appUrl.replace(/\/$/, ''), pages, { runs: Number(runs) }))
}
