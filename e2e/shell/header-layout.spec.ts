import { expect, test } from '../fixtures.ts'
import { boxOf, expectNoSideScroll, checkLayoutOnce } from '../layout.ts'
import { placeholderShortfall } from '../../testing/layout/placeholder-room.ts'

checkLayoutOnce()

/** Below this width the account (name and balance) moves from the header row into the burger menu. */
const ACCOUNT_IN_ROW_FROM = 900

// The header is the widest row of the site: Russian links, search, notifications, language, user and balance.
for (const width of [375, 1440, 1600]) {
  test(`a signed-in Russian header fits a ${width} px window without scrolling sideways`, async ({
    page,
    gotoApp,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAs('rich')
    await gotoApp('/')
    const banner = page.getByRole('banner')
    const menu = banner.getByRole('button', { name: 'Меню' })
    if (width < ACCOUNT_IN_ROW_FROM) await menu.click()
    await expect(banner.getByRole('link', { name: /GoldenDragon/ })).toBeVisible()
    if (width < ACCOUNT_IN_ROW_FROM) await page.keyboard.press('Escape')
    await expectNoSideScroll(page)
  })
}

test('on a phone the balance stays in the header row, with two decimals, linking to the profile', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAs('regular')
  await gotoApp('/en/games')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  const balance = banner.getByRole('link', { name: 'Balance: 250.00 coins' })
  await expect(balance).toBeVisible()
  await expect(balance).toHaveText('250.00')
  await balance.click()
  await expect(page).toHaveURL(/\/en\/profile$/)
  await expect(balance).toHaveAttribute('aria-current', 'page')
})

test('from 900 px the balance is shown once, in the user button', async ({ page, gotoApp, signInAs }) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await signInAs('regular')
  await gotoApp('/en')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: /^RegularRaider 250\.00 coins/ })).toBeVisible()
  await expect(banner.getByRole('link', { name: /^Balance:/ })).toBeHidden()
})

test('at 1440 px the sidebar runs the full height of a long page, its contents staying in view', async ({
  page,
  gotoApp,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoApp('/en/articles')
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  // The sidebar and the list may render apart (each from a chunk of its own without a server).
  await expect(sidebar).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
  // The previews are the fake backend's pictures, fetched by address: the page's height is final once they are in.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(pageHeight, 'the articles list is longer than the window').toBeGreaterThan(1800)
  const column = await sidebar.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { bottom: box.bottom + window.scrollY, background: getComputedStyle(element).backgroundColor }
  })
  expect(column.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(column.bottom).toBeGreaterThanOrEqual(pageHeight - 1)

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(sidebar.getByRole('link', { name: 'Free cases' })).toBeInViewport()
})

for (const { path, name } of [
  { path: '/', name: 'Поиск' },
  { path: '/en', name: 'Search' },
]) {
  for (const width of [900, 1200, 1440, 1600]) {
    test(`the signed-in header search at ${width} px shows its ${path === '/' ? 'Russian' : 'English'} placeholder whole`, async ({
      page,
      gotoApp,
      signInAs,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await signInAs('rich')
      await gotoApp(path)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: /GoldenDragon/ })).toBeVisible()
      const field = banner.getByRole('combobox', { name })
      expect(await field.evaluate(placeholderShortfall), 'pixels the placeholder lacks').toBe(0)
      await expectNoSideScroll(page)
    })
  }
}

test('on a phone the header search is an icon that spreads over the row when tapped', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAs('rich')
  await gotoApp('/')
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Поиск' })
  expect((await boxOf(field)).width).toBeLessThanOrEqual(40)
  await field.click()
  await expect(field).toBeFocused()
  await expect.poll(async () => (await boxOf(field)).width).toBeGreaterThan(250)
  await expectNoSideScroll(page)
})
