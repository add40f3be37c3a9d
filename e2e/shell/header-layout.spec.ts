import { expect, test } from '../fixtures.ts'

/** Below this width the account (name and balance) moves from the header row into the burger menu. */
const ACCOUNT_IN_ROW_FROM = 900

// The header is the widest row of the site: Russian links, search, notifications, language, user and balance.
for (const width of [375, 1440, 1600]) {
  test(`a signed-in Russian header fits a ${width} px window without scrolling sideways`, async ({ page, gotoApp, signInAs }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAs('rich')
    await gotoApp('/')
    const banner = page.getByRole('banner')
    const menu = banner.getByRole('button', { name: 'Меню' })
    if (width < ACCOUNT_IN_ROW_FROM) await menu.click()
    await expect(banner.getByRole('link', { name: /GoldenDragon/ })).toBeVisible()
    if (width < ACCOUNT_IN_ROW_FROM) await page.keyboard.press('Escape')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
