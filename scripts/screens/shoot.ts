import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { answerConsentUpFront, waitForApp } from '../../e2e/fixtures.ts'
import { PLANNED_FAILURE_LINES } from '../../e2e/faults/console-guard.ts'
import { localizedPath, shotFileName, type Shot } from './screens.ts'

/** Taller pages are cut here: a picture of a 20,000 px list helps nobody and slows the gallery. */
export const MAX_HEIGHT = 6000
const VIEWPORT_HEIGHT = 900
const PAGE_TIMEOUT_MS = 45_000

export interface ShotResult {
  shot: Shot
  /** The PNG's name in the output folder, or null when not even a picture could be taken. */
  file: string | null
  /** Why the shot is not as it should be: a timeout, an unexpected error page, console errors. */
  problems: string[]
  /** The page was taller than MAX_HEIGHT and is cut there. */
  cut: boolean
  ms: number
}

export interface ShootContext {
  browser: Browser
  appUrl: string
  outDir: string
  /** The fake backend's frozen instant: the browser's `Date.now()` says the same. */
  nowMs: number
  /** The session cookie (`name=value`) of each persona. */
  cookieOf: (persona: string) => Promise<string>
}

/**
 * The page's `Date` says the fake backend's frozen instant, so countdowns and "ended" states
 * agree with its data. Not Playwright's `clock`: it fakes `performance` too, whose marks
 * `waitForApp` reads (the early-presses script marks hydration there).
 */
function freezeDate(nowMs: number): void {
  const RealDate = Date
  class FrozenDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(nowMs)
      else super(...args)
    }

    static override now(): number {
      return nowMs
    }
  }
  globalThis.Date = FrozenDate as DateConstructor
}

/**
 * Lazy parts (the admin panel's chunk, lists behind a skeleton) mark themselves `aria-busy`
 * while loading; the network can be idle for a moment before they start, so idleness alone
 * would shoot a skeleton. Lazy pictures load too: a full-page shot shows what is below the fold.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    // A whole-page picture is not a scroll: entries the browser renders only near the screen
    // (`content-visibility: auto`) would come out blank below the first screen.
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    for (const image of document.images) image.loading = 'eager'
    await document.fonts.ready
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true })
        image.addEventListener('error', resolve, { once: true })
      })
    // A picture that never settles must not hold the run: the shot shows it as it is then.
    const limit = new Promise((resolve) => setTimeout(resolve, 10_000))
    await Promise.race([Promise.all([...document.images].filter((image) => !image.complete).map(loaded)), limit])
  })
  await page.waitForLoadState('networkidle')
}

async function errorHeading(page: Page): Promise<string | null> {
  const heading = page.getByRole('heading', { level: 1, name: /^\d{3}: / })
  return (await heading.count()) > 0 ? await heading.first().innerText() : null
}

export async function shoot(context: ShootContext, shot: Shot): Promise<ShotResult> {
  const started = performance.now()
  const { screen, locale, width } = shot
  const problems: string[] = []
  const browserContext = await context.browser.newContext({
    viewport: { width, height: VIEWPORT_HEIGHT },
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
  })
  // The clock first: the consent's init script then confirms the age at the frozen time.
  await browserContext.addInitScript(freezeDate, context.nowMs)
  await answerConsentUpFront(browserContext)
  if (screen.persona) {
    const [name = '', value = ''] = (await context.cookieOf(screen.persona)).split('=')
    await browserContext.addCookies([{ name, value, url: context.appUrl }])
  }
  const page = await browserContext.newPage()
  page.setDefaultTimeout(PAGE_TIMEOUT_MS)
  page.on('console', (message) => {
    const text = message.text()
    const expectedNetworkLine = PLANNED_FAILURE_LINES.some((line) => line.test(text))
    const type = message.type()
    if ((type === 'error' || type === 'warning') && !(expectedNetworkLine && screen.expect === 'error'))
      problems.push(`console.${type}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  let file: string | null = null
  let cut = false
  try {
    await page.goto(context.appUrl + localizedPath(locale, screen.path), { timeout: PAGE_TIMEOUT_MS })
    await waitForApp(page)
    await settle(page)
    const shownError = await errorHeading(page)
    if (screen.expect === 'page' && shownError) problems.push(`an error page: ${shownError}`)
    if (screen.expect === 'error' && !shownError) problems.push('no error page where one was expected')
  } catch (error) {
    problems.push(error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error))
  }
  try {
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    cut = height > MAX_HEIGHT
    file = shotFileName(shot)
    await page.screenshot({
      path: join(context.outDir, file),
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
      animations: 'disabled',
      caret: 'hide',
    })
  } catch (error) {
    file = null
    problems.push(`no picture: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
  await browserContext.close()
  return { shot, file, problems, cut, ms: Math.round(performance.now() - started) }
}
