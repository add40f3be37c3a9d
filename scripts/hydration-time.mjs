// How long a server-rendered page shows buttons that cannot act yet: from the first paint (and
// from DOMContentLoaded) to the moment every button of the page has hydrated, which
// src/app/early-presses.ts marks as `app-hydrated`. Presses in that window wait and are replayed;
// this measures how long they wait. Chromium with a 4x slower CPU (CDP
// `Emulation.setCPUThrottlingRate`), each load in a fresh context (empty cache), as a guest.
// Used by `npm run bench`; alone, against a running production server (`npm start` with
// `api:serve` behind it):
//   node scripts/hydration-time.mjs http://localhost:3000 [runs]
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'
import { median } from './first-paint.mjs'

/** A page of each kind: the home page, a case page, the shop. */
export const HYDRATION_PAGES = ['/', '/games/cases/daily-case', '/shop']

const CPU_SLOWDOWN = 4

function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation')
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  const hydrated = performance.getEntriesByName('app-hydrated')[0]
  return {
    fcpMs: paint?.startTime ?? null,
    dclMs: navigation.domContentLoadedEventStart,
    hydratedMs: hydrated?.startTime ?? null,
  }
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    // A returning visitor's answers, so the age and cookie modals do not cover the page.
    await page.addInitScript(() => {
      localStorage.setItem('ageConfirmedAt', String(Date.now()))
      localStorage.setItem('cookieConfirmed', 'true')
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0, null, { timeout: 60_000 })
    return await page.evaluate(readTimings)
  } finally {
    await context.close()
  }
}

/** Medians over `runs` cold loads of each page (after one unmeasured warm-up load), ms from navigation start. */
export async function measureHydration(appUrl, { runs = 9, pages = HYDRATION_PAGES } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    const results = {}
    for (const path of pages) {
      await loadOnce(browser, `${appUrl}${path}`)
      const samples = []
      for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, `${appUrl}${path}`))
      results[path] = {
        runs,
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        dclMs: median(samples.map((sample) => sample.dclMs)),
        hydratedMs: median(samples.map((sample) => sample.hydratedMs)),
        fcpToHydratedMs: median(samples.map((sample) => sample.hydratedMs - sample.fcpMs)),
        dclToHydratedMs: median(samples.map((sample) => sample.hydratedMs - sample.dclMs)),
      }
    }
    return results
  } finally {
    await browser.close()
  }
}

export function printHydration(results) {
  console.log(
    `\nFirst paint to hydration, CPU ${CPU_SLOWDOWN}x slower (median of ${Object.values(results)[0]?.runs ?? 0} cold loads, ms):`,
  )
  console.table(results)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appUrl = 'http://localhost:3000', runs = '9'] = process.argv.slice(2)
  printHydration(await measureHydration(appUrl.replace(/\/$/, ''), { runs: Number(runs) }))
}
