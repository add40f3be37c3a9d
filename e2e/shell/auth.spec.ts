import { expect, test } from '../fixtures.ts'

test('signs in through the game platform page and out again', async ({ page, gotoApp }) => {
  await gotoApp('/en/games')
  const header = page.getByRole('banner')

  await header.getByRole('button', { name: 'Sign in' }).click()
  // The fake game platform's sign-in page: choose a persona.
  await page.getByRole('link', { name: /\(regular\)/ }).click()

  await page.waitForURL((url) => url.pathname === '/en/games')
  const user = header.getByRole('link', { name: /RegularRaider/ })
  await expect(user).toBeVisible()
  await expect(user).toContainText(/\d+\.\d{2}/)
  await expect(user).toHaveAttribute('href', '/en/profile')
  await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0)

  await header.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/en')
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(header.getByRole('link', { name: /RegularRaider/ })).toHaveCount(0)
})
