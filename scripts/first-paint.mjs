// First-load timings of one address in a real Chromium, each load in a fresh browser context
// (empty cache, no cookies), as a first-time visitor gets them. Used by `npm run bench` to
// compare the server render with the client-only build.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './chromium.ts'

/**
 * `none`: this machine's loopback as is. `mobile`: Lighthouse's mobile throttling (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, a 4x slower CPU), where the difference between
 * sending HTML and sending a script that fetches it shows the most.
 */
export const THROTTLING = {
  none: null,
  mobile: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
}

/** Records when the page's main heading first appears: the moment the visitor sees content. */
function watchHeading() {
  const record = () => {
    if (document.querySelector('h1')) {
      window.__headingAt ??= performance.now()
      return true
    }
    return false
  }
  if (record()) return
  const observer = new MutationObserver(() => record() && observer.disconnect())
  observer.observe(document, { childList: true, subtree: true })
}

function readTimings() {
  const [navigation] = performance.getEntriesByType('navigation')
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      resolve({
        ttfbMs: navigation.responseStart,
        fcpMs: paint?.startTime ?? null,
        lcpMs: entries.at(-1)?.startTime ?? null,
        headingMs: window.__headingAt ?? null,
      })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

async function loadOnce(browser, url, throttling) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    // A returning visitor's answers, so the age and cookie modals do not cover the page.
    await page.addInitScript(() => {
      localStorage.setItem('ageConfirmedAt', String(Date.now()))
      localStorage.setItem('cookieConfirmed', 'true')
    })
    await page.addInitScript(watchHeading)
    if (throttling) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttling.latencyMs,
        downloadThroughput: (throttling.downloadKbps * 1024) / 8,
        uploadThroughput: (throttling.uploadKbps * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown })
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForSelector('h1', { timeout: 60_000 })
    return await page.evaluate(readTimings)
  } finally {
    await context.close()
  }
}

export function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return Math.round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2)
}

/** Median timings (ms from the start of navigation) over `runs` loads, after one unmeasured warm-up load. */
export async function measureFirstLoad(url, { runs = 9, throttling = null } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
  try {
    await loadOnce(browser, url, null)
    const samples = []
    for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, url, throttling))
    return {
      runs,
      ttfbMs: median(samples.map((sample) => sample.ttfbMs)),
      fcpMs: median(samples.map((sample) => sample.fcpMs)),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      headingMs: median(samples.map((sample) => sample.headingMs)),
    }
  } finally {
    await browser.close()
  }
}
