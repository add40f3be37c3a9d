import type { Page } from '@playwright/test'
import { expect } from './console-guard.ts'
import { texts, type Locale } from './drills.ts'

/** A call of the fake backend's control API, as the `control` fixture makes it. */
export type Control = (action: string, params?: Record<string, string>) => Promise<void>

/**
 * How an API path fails while the drill runs. A data load is tried more than once (the intent
 * preload on hover, the app's retries of a network failure, the server render and the browser),
 * so a failure that is used up by its first call says little: an outage lasts until it is lifted
 * (the service is back), and only then does the page's retry succeed.
 */
export type OutageKind = 'network' | '500' | 'error text' | '401 mid-session' | '3 s slow'

/** What the fake backend answers a call during the outage (an `error` text the same in both languages). */
export const MAINTENANCE = 'Maintenance: back in five minutes'

const OUTAGE_CALLS = '50'

function plan(kind: OutageKind): Record<string, string> {
  switch (kind) {
    case 'network':
      return { status: '0', times: OUTAGE_CALLS }
    case '500':
      return { status: '500', times: OUTAGE_CALLS }
    case 'error text':
      return { status: '503', message: MAINTENANCE, times: OUTAGE_CALLS }
    case '401 mid-session':
      return { status: '401', times: OUTAGE_CALLS }
    case '3 s slow':
      return { delayMs: '3000', times: '1' }
  }
}

/**
 * Through the fake backend in both projects (a dropped connection included: an outage that
 * lasts fails Chromium's silent resend too), so the server render meets it as the browser does.
 */
export async function startOutage(control: Control, path: string, kind: OutageKind): Promise<void> {
  await control('fault', { path, method: 'GET', ...plan(kind) })
}

export async function endOutage(control: Control, path: string): Promise<void> {
  await control('fault', { path, method: 'GET', times: '0' })
}

/** The spec's error page status for each outage: none is 500. */
const statusOf: Record<Exclude<OutageKind, '3 s slow'>, number> = {
  network: 500,
  '500': 500,
  'error text': 503,
  '401 mid-session': 401,
}

const somethingWrong = { en: 'Something went wrong...', ru: 'Что-то пошло не так...' } as const
export const tryAgain = { en: 'Try again', ru: 'Попробовать ещё раз' } as const

export function errorHeading(page: Page, locale: Locale, kind: Exclude<OutageKind, '3 s slow'>) {
  return page.getByRole('main').getByRole('heading', { level: 1, name: `${statusOf[kind]}: ${somethingWrong[locale]}` })
}

/**
 * Keeps every alert the page shows, from now on and in every document the page loads. A toast
 * closes after 3 s (the spec), which on a busy machine can pass before the error page it comes
 * with is on screen: what was said is checked in this record, not on screen.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = []
    Object.assign(window, { __alertsSaid: said })
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? ''
        if (text && !said.includes(text)) said.push(text)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

function alertsSaid(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __alertsSaid?: string[] }).__alertsSaid ?? [])
}

/**
 * What the page says during an outage: the spec's error page with its status and a retry, inside
 * the layout (never a blank page); a failure the browser met is toasted with the server's text
 * or the need-auth message (the server render has no toasts; the page records its alerts,
 * recordAlerts).
 */
export async function expectOutageShown(
  page: Page,
  locale: Locale,
  kind: Exclude<OutageKind, '3 s slow'>,
  inBrowser: boolean,
): Promise<void> {
  // The app tries a call that got no answer twice more, a second and then two apart, first.
  await expect(errorHeading(page, locale, kind)).toBeVisible({ timeout: kind === 'network' ? 30_000 : undefined })
  await expect(page.getByRole('main').getByRole('button', { name: tryAgain[locale] })).toBeEnabled()
  await expect(page.getByRole('banner')).toBeVisible()
  if (!inBrowser) return
  const toast =
    kind === 'error text'
      ? MAINTENANCE
      : kind === '500'
        ? texts.unavailable[locale]
        : kind === '401 mid-session'
          ? texts.needAuth[locale]
          : null
  if (toast)
    await expect
      .poll(() => alertsSaid(page), { message: 'the toasts shown' })
      .toContainEqual(expect.stringContaining(toast))
}

/**
 * A client-side navigation, as a link of the app makes one, without the hover that would
 * preload the page first (the router is on `window`). Not awaited: a slow page is looked at
 * while it loads.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    void (
      window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }
    ).__TSR_ROUTER__.navigate({ href: to })
  }, href)
}
