import { expect, test } from '../fixtures.ts'
import { boxOf, expectNoSideScroll, checkLayoutOnce } from '../layout.ts'

checkLayoutOnce()

// Issue 27's layout of the shop, the profile and a case page, at the widths where each went wrong.

for (const { path, strip } of [
  { path: '/shop', strip: 'Недавно доставленные' },
  { path: '/en/shop', strip: 'Recently delivered' },
]) {
  for (const width of [375, 1440]) {
    test(`the recently delivered strip on ${path} scrolls inside the page at ${width} px, its far edge faded`, async ({
      page,
      gotoApp,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoApp(path)
      const list = page.getByRole('main').getByRole('list', { name: strip })
      const entries = list.getByRole('listitem')
      await expect(entries.first()).toBeVisible()
      await expectNoSideScroll(page)
      const box = await boxOf(list)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      // More deliveries than the row holds: it scrolls, and says so with the fade.
      expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
      expect(await list.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(/^linear-gradient/)
      await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      await expect
        .poll(async () => {
          const last = await boxOf(entries.last())
          return last.x + last.width
        }, 'the last delivery scrolls clear of the fade')
        .toBeLessThanOrEqual(box.x + box.width - 30)
    })
  }
}

test('below 900 px the shop filters fold behind a Filters button; at 1440 px they are open', async ({
  page,
  gotoApp,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoApp('/en/shop')
  const main = page.getByRole('main')
  const toggle = main.getByRole('button', { name: /^Filters/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(main.getByRole('search', { name: 'Shop filters' })).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(main.getByRole('search', { name: 'Shop filters' })).toBeVisible()
  await expectNoSideScroll(page)

  await page.setViewportSize({ width: 1440, height: 900 })
  await gotoApp('/en/shop')
  await expect(main.getByRole('search', { name: 'Shop filters' })).toBeVisible()
  await expect(main.getByRole('button', { name: /^Filters/ })).toBeHidden()
})

for (const width of [540, 1440]) {
  test(`the Russian buy dialog keeps its two buttons on one row at ${width} px`, async ({
    page,
    gotoApp,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAs('rich')
    await gotoApp('/shop')
    const item = page
      .getByRole('main')
      .getByRole('region', { name: 'Предметы в продаже' })
      .getByRole('listitem')
      .first()
    await item.getByRole('button', { name: /^Купить/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Купить этот предмет?' })
    const cancel = dialog.getByRole('button', { name: 'Отмена' })
    const buy = dialog.getByRole('button', { name: /^Купить за/ })
    await expect(buy).toBeVisible()
    // Middles, not tops, compared once the dialog has settled into place.
    const middle = async (button: typeof buy) => {
      const box = await boxOf(button)
      return box.y + box.height / 2
    }
    await expect
      .poll(async () => Math.abs((await middle(buy)) - (await middle(cancel))), 'the buttons share a row')
      .toBeLessThanOrEqual(2)
    expect((await boxOf(buy)).x).toBeGreaterThan((await boxOf(cancel)).x)
    await expectNoSideScroll(page)
  })
}

test('at 1440 px the profile stands in two columns whose tops align, with one Telegram block', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAs('regular')
  await gotoApp('/en/profile')
  const main = page.getByRole('main')
  const summary = await boxOf(main.getByRole('region', { name: 'RegularRaider' }))
  const tradelink = await boxOf(main.getByRole('region', { name: 'Tradelink' }))
  expect(tradelink.x, 'the tradelink stands in the second column').toBeGreaterThan(summary.x + summary.width)
  expect(Math.abs(tradelink.y - summary.y), 'the columns start level').toBeLessThanOrEqual(3)
  const accounts = main.getByRole('region', { name: 'Linked accounts' })
  expect(Math.abs((await boxOf(accounts)).x - summary.x)).toBeLessThanOrEqual(1)
  await expect(main.getByRole('heading', { name: /Telegram/ })).toHaveCount(1)
  await expect(accounts.getByRole('region', { name: 'Telegram bot' })).toBeVisible()
  await expectNoSideScroll(page)
})

for (const width of [375, 1440]) {
  test(`on a promocode case the promocode field comes before the Open button at ${width} px`, async ({
    page,
    gotoApp,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAs('regular')
    await gotoApp('/en/games/cases/promo-case')
    const main = page.getByRole('main')
    const field = main.getByRole('textbox', { name: 'Promocode' })
    const open = main.getByRole('button', { name: 'Open the case' })
    await expect(open).toBeVisible()
    const openHandle = await open.elementHandle()
    expect(
      await field.evaluate(
        (element, button) =>
          Boolean(element.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        openHandle,
      ),
      'the field comes first in the document',
    ).toBe(true)
    const fieldBox = await boxOf(field)
    const openBox = await boxOf(open)
    const above = fieldBox.y + fieldBox.height <= openBox.y + 1
    const beforeOnRow = Math.abs(fieldBox.y - openBox.y) <= 4 && fieldBox.x + fieldBox.width <= openBox.x
    expect(above || beforeOnRow, 'the field is read before the button').toBe(true)
    await expectNoSideScroll(page)
  })
}
