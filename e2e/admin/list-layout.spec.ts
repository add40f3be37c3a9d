import { expect, test } from '../fixtures.ts'
import { checkLayoutOnce } from '../layout.ts'

/**
 * On a desktop screen every section's list shows all its columns: none scrolls sideways, so none
 * hides behind the sticky actions column (in Russian, the longer language, seven lists did at
 * 1440 px, the giveaways' "rewards left" and the articles' date whole).
 */
checkLayoutOnce()

for (const { locale, home, nav } of [
  { locale: 'Russian', home: '/admin/articles', nav: 'Админ-панель' },
  { locale: 'English', home: '/en/admin/articles', nav: 'Admin panel' },
]) {
  test(`at 1440 px every ${locale} list fits its box, with no column behind the actions`, async ({
    page,
    gotoApp,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs('admin')
    await gotoApp(home)
    const main = page.getByRole('main')
    await expect(main.getByRole('table')).toBeVisible()
    // Every link but the first, the panel's home, which has no list.
    const sections = page
      .getByRole('navigation', { name: nav, exact: true })
      .getByRole('link')
      .filter({ hasNotText: nav })
    const count = await sections.count()
    expect(count, 'the panel lists every section').toBeGreaterThan(10)
    // One walk through every section, so a limit per section: 15 s each, where one took 3-9 s at load 14.
    test.setTimeout(count * 15_000)

    for (let index = 0; index < count; index += 1) {
      const section = sections.nth(index)
      const name = (await section.textContent())?.trim() ?? ''
      await section.click()
      await expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
      const table = main.getByRole('table')
      await expect(table).toBeVisible()
      const box = table.locator('xpath=..')
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow, `${name}: the table is wider than its box by`).toBeLessThanOrEqual(0)
    }
  })
}
