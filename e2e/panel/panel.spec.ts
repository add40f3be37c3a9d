import type { Locator, Page } from '@playwright/test'
import { expect, failedRequestLine, test, waitForApp } from '../fixtures.ts'

/**
 * The fake backend's control panel: in the static demo (browser-mock) it opens by its shortcut
 * and drives the fake backend; the production build (http-api) has none of it.
 */
const SHORTCUT = 'Alt+Shift+D'
const DAY_MS = 24 * 60 * 60_000

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Fake backend' })

/** The fake backend's clock as its control API says, read from the page like the panel reads it. */
function fakeNowMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/api/__control')).json()) as { data: { clock: { nowMs: number } } }
    return answer.data.clock.nowMs
  })
}

/** A press after which the panel reloads the page (the app sees a persona, scenario or clock that way). */
async function pressAndReload(page: Page, button: Locator): Promise<void> {
  const loaded = page.waitForEvent('load')
  await button.click()
  await loaded
  await waitForApp(page)
}

test('the demo: the shortcut opens the panel, which signs in, plans a fault, logs the call and moves the clock', async ({
  page,
  gotoApp,
  backendMode,
  expectConsoleErrors,
}) => {
  test.skip(backendMode !== 'browser-mock', 'The panel is in the dev server and the demo only; see the next test.')
  test.slow(true, 'three page loads of the demo, each starting its service worker')
  expectConsoleErrors('the panel plans a 503 of the category', failedRequestLine(503))
  await gotoApp('/en')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // Hidden from automation: no corner button over the app, the shortcut only.
  await expect(page.getByRole('button', { name: 'Fake backend panel' })).toHaveCount(0)
  await page.keyboard.press(SHORTCUT)
  const panel = panelOf(page)
  await expect(panel).toBeFocused()

  // A persona: the page loads again signed in, and the panel opens again where it was.
  await panel.getByRole('combobox', { name: 'Persona' }).selectOption('regular')
  await pressAndReload(page, panel.getByRole('button', { name: 'Switch' }))
  await expect(banner.getByRole('link', { name: /^RegularRaider/ })).toBeVisible()

  // A fault the app meets on its next call to the path, seen in the call log.
  await panel.getByRole('textbox', { name: 'API path' }).fill('/categories/cs2-cases')
  await panel.getByRole('combobox', { name: 'Failure' }).selectOption('503')
  await panel.getByRole('button', { name: 'Plan the fault' }).click()
  await expect(panel.getByRole('list', { name: 'Planned faults' })).toContainText(
    'any method /categories/cs2-cases: 503 × 1',
  )
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'CS2 cases' }).click()
  const log = panel.getByRole('table', { name: 'Last API calls, newest first' })
  const faulted = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '/categories/cs2-cases', exact: true }) })
  await expect(faulted).toContainText(/^GET\/categories\/cs2-cases503\d+ ms$/)
  await expect(panel.getByRole('list', { name: 'Planned faults' })).toHaveCount(0)

  // The clock a day ahead (the demo's clock runs; a page load later it has run a little more).
  const before = await fakeNowMs(page)
  await pressAndReload(page, panel.getByRole('button', { name: '+1 day' }))
  const movedBy = (await fakeNowMs(page)) - before
  expect(movedBy).toBeGreaterThanOrEqual(DAY_MS)
  expect(movedBy).toBeLessThan(DAY_MS + 60_000)

  // Escape closes it.
  await panel.getByRole('button', { name: '+1 h' }).focus()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
})

test('the production build: no panel, the shortcut does nothing', async ({ page, gotoApp, backendMode }) => {
  test.skip(backendMode !== 'http-api', 'The demo has the panel; see the test above.')
  await gotoApp('/en')
  await page.keyboard.press(SHORTCUT)
  await expect(panelOf(page)).toHaveCount(0)
  await expect(page.locator('#fake-backend-panel')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Fake backend panel' })).toHaveCount(0)
})
