import { expect, type Locator, type Page } from '@playwright/test'
import type { components } from '../../src/api/schema'
import { tickCaptcha } from '../captcha.ts'

type CaseItem = components['schemas']['CaseItem']

/** The roulette of the page's opening: `data-state` is `spinning`, then `landed`. */
export function roulette(page: Page): Locator {
  return page.getByRole('region', { name: 'Opening the case' }).locator('[data-state]')
}

/** The page's live region for the opening (toasts have status regions of their own). */
export function openingAnnouncement(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Opening the case|Your drop/ })
}

export function lastDrops(page: Page): Locator {
  return page.getByRole('list', { name: 'Last drops' })
}

/** The signed-in user's name and balance in the header. */
export function headerUser(page: Page, userName: string): Locator {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(userName) })
}

export function task(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: text })
}

/** Visits the task's link (a new tab, closed again) and checks it. */
export async function visitAndCheck(page: Page, text: string | RegExp): Promise<void> {
  const row = task(page, text)
  const popup = page.waitForEvent('popup')
  await row.getByRole('button', { name: 'Visit' }).click()
  await (await popup).close()
  await row.getByRole('button', { name: 'Check' }).click()
  await expect(row.getByText('Completed')).toBeVisible()
}

/** Checks a task whose condition is met on the site (tradelink, level). */
export async function check(page: Page, text: string | RegExp): Promise<void> {
  const row = task(page, text)
  await row.getByRole('button', { name: 'Check' }).click()
  await expect(row.getByText('Completed')).toBeVisible()
}

/** The daily case's three tasks, for a user who has a tradelink and level 1. */
export async function completeDailyTasks(page: Page): Promise<void> {
  await visitAndCheck(page, 'Visit our partner')
  await check(page, 'Set your tradelink')
  await check(page, 'Reach level 1')
  await expectTasksDone(page)
}

/**
 * All three tasks done, as the task list and the opening panel both show. The panel learns it from
 * the case's own answer, which can come later: its hint then goes and the captcha and the button
 * move up. A tick clicked meanwhile can miss the box (likely what left it empty once in CI), and a
 * press can miss the button: pressed down on it (it was focused) and let go below it after the
 * move, so no click, and no opening (once in CI, the test that does the tasks by hand).
 */
export async function expectTasksDone(page: Page): Promise<void> {
  await expect(page.getByText('Completed 3 of 3')).toBeVisible()
  await expect(page.getByText('Complete all the tasks to open the case.')).toHaveCount(0)
}

/**
 * Passes the captcha and opens the case on the page; answers the item the server dropped (read
 * from the answer itself, so the test knows what the strip must stop on).
 */
export async function openTheCase(page: Page, slug: string): Promise<CaseItem> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/cases/${slug}/open`),
  )
  await tickCaptcha(page)
  await page.getByRole('button', { name: 'Open the case' }).click()
  const response = await answer
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: CaseItem }).data
}

/** The strip has stopped on the item: on its tile, in the line under it and in the live region. */
export async function expectLandedOn(page: Page, item: CaseItem): Promise<void> {
  await expect(roulette(page)).toHaveAttribute('data-state', 'landed')
  await expect(roulette(page).locator('[data-winner]')).toContainText(item.marketHashName)
  await expect(openingAnnouncement(page)).toHaveText(`Your drop: ${item.marketHashName}, ${coins(item.price)} coins.`)
}

/** Coins as the English pages write them. */
export function coins(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
