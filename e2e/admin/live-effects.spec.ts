import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { openAs } from '../second-visitor.ts'
import { fillBoth, notificationsPanel, readAllNotifications, siteHeader } from './panel.ts'

async function sendNotification(page: Page, to: { everyone: true } | { user: string }, title: string): Promise<void> {
  const form = page.getByRole('main')
  const audience = form.getByRole('group', { name: 'Send to' })
  if ('everyone' in to) {
    await audience.getByRole('radio', { name: 'Everyone' }).check()
  } else {
    await audience.getByRole('radio', { name: 'One user' }).check()
    await form.getByRole('combobox', { name: 'User' }).fill(to.user)
    await page.getByRole('option', { name: new RegExp(to.user) }).click()
  }
  await fillBoth(form, 'Title', `${title} (ru)`, title)
  await fillBoth(form, 'Description', 'Загляните в новый кейс.', 'Have a look at the new case.')
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText(`Created: ${title}`)).toBeVisible()
}

async function adjustBalance(page: Page, userName: string, amount: string, reason: string): Promise<void> {
  await page.goto(`/en/admin/users?search=${userName}`)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: `Edit ${userName}` }).click()
  const balance = main.getByRole('region', { name: 'Balance' })
  await balance.getByRole('textbox', { name: 'Amount, coins' }).fill(amount)
  await balance.getByRole('textbox', { name: 'Reason' }).fill(reason)
  await balance.getByRole('button', { name: 'Adjust the balance' }).click()
  await expect(page.getByText(new RegExp(`Balance of ${userName} changed by`))).toBeVisible()
}

test('a notification sent to everyone lights up the bell of an open page at once', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('admin')
  await gotoApp('/en/admin/notifications/new')
  await readAllNotifications(page)
  await sendNotification(page, { everyone: true }, 'Weekend giveaway')

  const header = siteHeader(page)
  await expect(header.getByRole('button', { name: 'Notifications, unread' })).toBeVisible()
  await header.getByRole('button', { name: /^Notifications/ }).click()
  await expect(notificationsPanel(page).getByRole('heading', { name: 'New: Weekend giveaway' })).toBeVisible()
})

test('a balance adjustment moves the header balance at once', async ({ page, gotoApp, signInAs }) => {
  await signInAs('admin')
  await gotoApp('/en/admin')
  const user = siteHeader(page).getByRole('link', { name: /SiteAdmin/ })
  await expect(user).toContainText('1,000.00')
  await adjustBalance(page, 'SiteAdmin', '25.50', 'Prize of the weekly quiz')
  await expect(user).toContainText('1,025.50')
})

test('on a phone the balance in the header row moves at once too', async ({ page, gotoApp, signInAs }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAs('admin')
  await gotoApp('/en/admin')
  const balance = siteHeader(page).getByRole('link', { name: /^Balance:/ })
  await expect(balance).toHaveText('1,000.00')
  await adjustBalance(page, 'SiteAdmin', '25.50', 'Prize of the weekly quiz')
  await expect(balance).toHaveText('1,025.50')
})

test.describe('another signed-in user', () => {
  test.skip(
    ({ backendMode }) => backendMode === 'browser-mock',
    "the demo's fake backend lives in each page, so two browsers share nothing",
  )

  test('gets a notification sent to them in their bell without a reload', async ({
    page,
    gotoApp,
    signInAs,
    browser,
    baseURL,
    apiBaseUrl,
  }) => {
    const visitor = await openAs(browser, baseURL ?? '', apiBaseUrl, 'regular', '/en/games')
    await readAllNotifications(visitor)

    await signInAs('admin')
    await gotoApp('/en/admin/notifications/new')
    await sendNotification(page, { user: 'RegularRaider' }, 'Your case is ready')

    const bell = siteHeader(visitor).getByRole('button', { name: 'Notifications, unread' })
    await expect(bell).toBeVisible()
    await bell.click()
    await expect(notificationsPanel(visitor).getByRole('heading', { name: 'New: Your case is ready' })).toBeVisible()
    await visitor.context().close()
  })

  test('sees a balance adjustment in their header without a reload', async ({
    page,
    signInAs,
    browser,
    baseURL,
    apiBaseUrl,
  }) => {
    const visitor = await openAs(browser, baseURL ?? '', apiBaseUrl, 'regular', '/en/shop')
    const balance = siteHeader(visitor).getByRole('link', { name: /RegularRaider/ })
    await expect(balance).toContainText('250.00')

    await signInAs('admin')
    await adjustBalance(page, 'RegularRaider', '-12.50', 'Refund of a duplicate bonus')
    await expect(balance).toContainText('237.50')
    await visitor.context().close()
  })
})
