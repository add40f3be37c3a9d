import { expect, test } from '../fixtures.ts'

// The header is the widest row of the site: Russian links, search, notifications, language, user and balance.
for (const width of [375, 1440, 1600]) {
  test(`a signed-in Russian header fits a ${width} px window without scrolling sideways`, async ({ page, gotoApp, signInAs }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAs('rich')
    await gotoApp('/')
    await expect(page.getByRole('banner').getByRole('link', { name: /GoldenDragon/ }).first()).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
