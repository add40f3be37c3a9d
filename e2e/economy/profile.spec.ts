import { expect, failedRequestLine, test } from '../fixtures.ts'

test('a bad tradelink gets a field error, a good one is saved', async ({
  page,
  gotoApp,
  signInAs,
  expectConsoleErrors,
}) => {
  expectConsoleErrors('the API refuses the bad tradelink', failedRequestLine(422))
  await signInAs('new')
  await gotoApp('/en/profile')
  const main = page.getByRole('main')
  const field = main.getByRole('textbox', { name: 'Your tradelink' })
  const save = main.getByRole('region', { name: 'Tradelink' }).getByRole('button', { name: 'Save' })

  await field.fill('https://steamcommunity.com/id/freshrecruit')
  await save.click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(
    /Enter a trade offer link like https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=…&token=…/,
  )
  await expect(field).toBeFocused()

  const good = 'https://steamcommunity.com/tradeoffer/new/?partner=100000001&token=Fr3shRc1'
  await field.fill(good)
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await save.click()
  await expect(page.getByText('Tradelink saved.')).toBeVisible()
  await page.reload()
  await expect(main.getByRole('textbox', { name: 'Your tradelink' })).toHaveValue(good)
})

test('a social account is linked and unlinked again through the fake network page', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('regular')
  await gotoApp('/en/profile')
  const accounts = () => page.getByRole('main').getByRole('region', { name: 'Linked accounts' })

  await accounts().getByRole('button', { name: 'Connect VK' }).click()
  await page.getByRole('link', { name: 'Allow' }).click()
  await page.waitForURL((url) => url.pathname === '/en/profile')
  await expect(accounts().getByText('Linked: RegularRaider')).toBeVisible()

  await accounts().getByRole('button', { name: 'Manage VK' }).click()
  await expect(page.getByText('The account linked to the site now is RegularRaider.')).toBeVisible()
  await page.getByRole('link', { name: 'Revoke access' }).click()
  await page.waitForURL((url) => url.pathname === '/en/profile')
  await expect(accounts().getByRole('button', { name: 'Connect VK' })).toBeVisible()
  await expect(accounts().getByText(/^Linked:/)).toHaveCount(0)
})

test('a trade sent to a tradelink of another account ends in error, and the history says what to check', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('regular')
  await gotoApp('/en/profile')
  const failed = page
    .getByRole('main')
    .getByRole('region', { name: 'My items' })
    .getByRole('listitem')
    .filter({ hasText: 'Error' })
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('Not delivered: Steam refused the trade offer.')
})
