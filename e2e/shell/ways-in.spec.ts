import { expect, test } from '../fixtures.ts'
import { panelNav } from '../admin/panel.ts'

test('a guest on a case is offered sign-in instead of a captcha and an Open button that would refuse them', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/en/games/cases/daily-case')
  const main = page.getByRole('main')
  await expect(main.getByText(/^Sign in to open the case/)).toBeVisible()
  await expect(main.getByRole('button', { name: 'Sign in' }).first()).toBeVisible()
  await expect(main.getByText('To access the tasks, log in!')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Open the case' })).toHaveCount(0)
  await expect(main.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0)
})

test('an articles editor finds the admin panel from the header; a regular user sees no way there', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('regular')
  await gotoApp('/en')
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin panel' })).toHaveCount(0)

  await signInAs('editor')
  await gotoApp('/en')
  await page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).click()
  await page.waitForURL((url) => url.pathname === '/en/admin')
  await expect(panelNav(page).getByRole('link', { name: 'Articles', exact: true })).toBeVisible()
})
