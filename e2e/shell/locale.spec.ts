import { expect, test } from '../fixtures.ts'
import { LOCALE_COOKIE } from '../../src/shared/i18n/locale.ts'

test('Russian lives at the root, English under /en', async ({ page, gotoApp }) => {
  await gotoApp('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')

  await gotoApp('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Switch language to Russian' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('the language switch loads the page in the other language and remembers the choice', async ({
  page,
  context,
  gotoApp,
}) => {
  await gotoApp('/en/games')
  // A marker in the page's memory: a full page load drops it, an in-app navigation keeps it.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))

  await page.getByRole('link', { name: 'Switch language to Russian' }).click()
  await page.waitForURL((url) => url.pathname === '/games')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(false)
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('ru')

  // The Russian page names the switch in Russian; its visible text "EN" starts the name.
  await page.getByRole('banner').getByRole('link', { name: /^EN\b/ }).click()
  await page.waitForURL((url) => url.pathname === '/en/games')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('en')
})
