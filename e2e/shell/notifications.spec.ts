import { expect, test } from '../fixtures.ts'

test('guests have no notifications button', async ({ page, gotoApp }) => {
  await gotoApp('/en')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
})

test('the dot shows unread notifications, and opening the panel marks them viewed', async ({
  page,
  gotoApp,
  signInAs,
  backendMode,
}) => {
  await signInAs('regular')
  await gotoApp('/en')
  const header = page.getByRole('banner')

  const button = header.getByRole('button', { name: 'Notifications, unread' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await button.click()
  const opened = header.getByRole('button', { name: /^Notifications/ })
  await expect(opened).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`)
  await expect(
    panel
      .getByRole('link', { name: /^Details/ })
      .or(panel.getByRole('button', { name: /^Details/ }))
      .first(),
  ).toBeVisible()
  // Marked viewed: the dot (and the "unread" in the name) is gone.
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(opened).toHaveAttribute('aria-expanded', 'false')
  await expect(opened).toBeFocused()

  // The server remembers it. (The demo's fake backend starts from the seed on every page load.)
  if (backendMode === 'http-api') {
    await page.reload()
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  }
})
