// How a server-rendered page wakes up on a slow phone: the CPU slowed as the reference machine's
// is at 4x (machine-speed.mjs; CDP `Emulation.setCPUThrottlingRate`), the machine's speed measured
// again before each page (a shared machine's moves within minutes), each load in a fresh context
// (empty cache), as a guest, in a Chromium with no DevTools domain on that changes how scripts run
// (scripts/bare-chromium.ts: Playwright's `Runtime` domain alone added ~100 ms to one task):
// - how long it shows buttons that cannot act yet: from the first paint (and from
//   DOMContentLoaded) to the moment every button of the page has hydrated, which
//   src/app/early-presses.ts marks as `app-hydrated` (presses in that window wait and are replayed);
// - the main thread's long tasks (every task over 50 ms) from navigation to that mark: how many,
//   the longest, and their time past 50 ms summed (the blocking time a visitor feels, which
//   Lighthouse's TBT models). Wall-clock figures under the slowdown, so they hardly depend on
//   Lighthouse's model; they are what to drive down. The Long Tasks API gives the tasks that run
//   scripts or parse, but not the rendering updates (style, layout, paint), which Chromium runs as
//   tasks of their own: a first render of 539 ms at 4x was missing from its list (2026-11-29). Long
//   Animation Frames time each frame's rendering, and a rendering update over 50 ms counts as a
//   long task too (`withRenderingUpdates`).
// Used by `npm run bench`; alone, against a running production server (`npm start` with
// `api:serve` behind it):
//   node scripts/hydration-time.mjs http://localhost:3000 [runs] [path ...]
import { launchBareChromium, openBarePage } from './bare-chromium.ts'
import { median } from './first-paint.mjs'
import { calibrateMachine, forcedCpuSlowdown } from './machine-speed.mjs'

/** Without a list from the bench: the home page, a case page, the shop. */
const DEFAULT_PAGES = { home: '/', case: '/games/cases/daily-case', shop: '/shop' }

/**
 * The Long Tasks API's own threshold, and Lighthouse's: a task longer than this blocks input.
 * The goal of the wake-up is no such task on the slowed CPU.
 */
export const LONG_TASK_MS = 50

/** Before the page's own scripts: a returning visitor's consent answers (so the age and cookie
 * modals do not cover the page), and the records of long tasks and long frames. */
function prepareVisit() {
  localStorage.setItem('ageConfirmedAt', String(Date.now()))
  localStorage.setItem('cookieConfirmed', 'true')
  window.__longTasks = []
  window.__longFrames = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ startMs: entry.startTime, durationMs: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longFrames.push({
        startMs: entry.startTime,
        durationMs: entry.duration,
        renderStartMs: entry.renderStart,
      })
  }).observe({ type: 'long-animation-frame', buffered: true })
}

function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation')
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  const hydrated = performance.getEntriesByName('app-hydrated')[0]
  return {
    fcpMs: paint?.startTime ?? null,
    dclMs: navigation.domContentLoadedEventStart,
    hydratedMs: hydrated?.startTime ?? null,
    longTasks: window.__longTasks,
    longFrames: window.__longFrames,
  }
}

/**
 * The Long Tasks API's tasks and, as tasks of their own, the rendering updates of long animation
 * frames that took over 50 ms: from the frame's `renderStart` to its end. A frame that rendered
 * nothing has no `renderStart` (0).
 */
export function withRenderingUpdates(longTasks, longFrames) {
  const renderingUpdates = longFrames
    .filter((frame) => frame.renderStartMs > 0)
    .map((frame) => ({
      startMs: frame.renderStartMs,
      durationMs: frame.startMs + frame.durationMs - frame.renderStartMs,
    }))
    .filter((update) => update.durationMs > LONG_TASK_MS)
  return [...longTasks, ...renderingUpdates].sort((a, b) => a.startMs - b.startMs)
}

/** The long tasks that began before the page was hydrated: the wake-up's. */
export function summariseLongTasks(longTasks, hydratedMs) {
  const durations = longTasks.filter((task) => task.startMs <= hydratedMs).map((task) => task.durationMs)
  return {
    count: durations.length,
    longestMs: Math.round(Math.max(0, ...durations)),
    blockingMs: Math.round(durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0)),
  }
}

/** One cold load of `url` in a fresh context, the CPU slowed `cpuSlowdown` times, as a desktop visitor. */
async function loadOnce(browser, url, cpuSlowdown) {
  const page = await openBarePage(browser)
  try {
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 1440,
      height: 900,
      deviceScaleFactor: 1,
      mobile: false,
    })
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.send('Page.enable')
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${prepareVisit})()` })
    const { errorText } = await page.send('Page.navigate', { url })
    if (errorText) throw new Error(`${url}: ${errorText}`)
    await page.waitFor(`performance.getEntriesByName('app-hydrated').length > 0`, 60_000)
    const { longTasks, longFrames, ...timings } = await page.evaluate(`(${readTimings})()`)
    return { ...timings, ...summariseLongTasks(withRenderingUpdates(longTasks, longFrames), timings.hydratedMs) }
  } finally {
    await page.close()
  }
}

/**
 * Medians over `runs` cold loads of each page (after one unmeasured warm-up load), ms from
 * navigation start. `pages`: name → path; `cpuSlowdown`: one slowdown for every page
 * (`MACHINE_CPU_SLOWDOWN`); if not given, each page's from the machine's speed just before it.
 */
export async function measureHydration(
  appUrl,
  { runs = 9, pages = DEFAULT_PAGES, cpuSlowdown = forcedCpuSlowdown() } = {},
) {
  const browser = await launchBareChromium()
  try {
    const results = {}
    for (const [name, path] of Object.entries(pages)) {
      const { benchmarkIndex, cpuSlowdown: slowdown } = cpuSlowdown
        ? { benchmarkIndex: null, cpuSlowdown }
        : await calibrateMachine()
      await loadOnce(browser, `${appUrl}${path}`, slowdown)
      const samples = []
      for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, `${appUrl}${path}`, slowdown))
      const medianOf = (key) => median(samples.map((sample) => sample[key]))
      results[name] = {
        path,
        runs,
        benchmarkIndex: benchmarkIndex && Math.round(benchmarkIndex),
        cpuSlowdown: slowdown,
        fcpMs: medianOf('fcpMs'),
        dclMs: medianOf('dclMs'),
        hydratedMs: medianOf('hydratedMs'),
        fcpToHydratedMs: median(samples.map((sample) => sample.hydratedMs - sample.fcpMs)),
        dclToHydratedMs: median(samples.map((sample) => sample.hydratedMs - sample.dclMs)),
        longTasks: medianOf('count'),
        longestTaskMs: medianOf('longestMs'),
        blockingMs: medianOf('blockingMs'),
      }
    }
    return results
  } finally {
    browser.close()
  }
}

export function printHydration(results) {
  const { runs = 0 } = Object.values(results)[0] ?? {}
  const rows = Object.fromEntries(
    Object.entries(results).map(([name, row]) => [
      name,
      {
        path: row.path,
        benchmarkIndex: row.benchmarkIndex ?? 'fixed',
        slowdown: row.cpuSlowdown,
        'fcp→hydrated': row.fcpToHydratedMs,
        'dcl→hydrated': row.dclToHydratedMs,
        hydrated: row.hydratedMs,
        'long tasks': row.longTasks,
        longest: row.longestTaskMs,
        'blocking (past 50)': row.blockingMs,
      },
    ]),
  )
  console.log(
    `\nWake-up with the CPU slowed to the reference machine's at 4x (MACHINE_CPU_SLOWDOWN sets one for all), navigation to hydrated, the rendering updates counted as tasks (median of ${runs} cold loads, ms; goal: no task over ${LONG_TASK_MS} ms):`,
  )
  console.table(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appUrl = 'http://localhost:3000', runs = '9', ...paths] = process.argv.slice(2)
  const pages = paths.length > 0 ? Object.fromEntries(paths.map((path) => [path, path])) : DEFAULT_PAGES
  printHydration(await measureHydration(appUrl.replace(/\/$/, ''), { runs: Number(runs), pages }))
}
