import { expect, test } from '../fixtures.ts'
import { boxOf, expectNoSideScroll, rowLengths, checkLayoutOnce } from '../layout.ts'

checkLayoutOnce()

// The pages' grids and panels where a visitor sees them, at the site's breakpoints (the header's are in header-layout.spec.ts).

// The seed has eight top sites: 2 + 2 + 2 + 2 in two columns, 3 + 3 in three (two would start a row), 4 + 4 in four.
for (const { width, rows } of [
  { width: 375, rows: [1, 1, 1, 1, 1, 1, 1, 1] },
  { width: 540, rows: [2, 2, 2, 2] },
  { width: 900, rows: [2, 2, 2, 2] },
  { width: 1200, rows: [3, 3] },
  { width: 1440, rows: [3, 3] },
  { width: 1600, rows: [4, 4] },
]) {
  test(`the home page's top sites fill whole rows at ${width} px`, async ({ page, gotoApp }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoApp('/')
    const tiles = page.getByRole('main').getByRole('region', { name: 'Топ сайтов' }).getByRole('article')
    await expect(tiles.first()).toBeVisible()
    expect(await rowLengths(tiles)).toEqual(rows)
    await expectNoSideScroll(page)
  })
}

for (const { width, rows } of [
  { width: 375, rows: [2, 1] },
  { width: 900, rows: [3] },
  { width: 1440, rows: [3] },
  { width: 1600, rows: [3] },
]) {
  test(`three top cases make whole rows of the home page at ${width} px`, async ({ page, gotoApp }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoApp('/en')
    const section = page.getByRole('main').getByRole('region', { name: 'Top free cases' })
    const cases = section.getByRole('article')
    await expect(cases).toHaveCount(3)
    expect(await rowLengths(cases)).toEqual(rows)
    const list = await boxOf(section.getByRole('list').first())
    const last = await boxOf(cases.last())
    if (rows.length === 1) {
      expect(
        Math.abs(last.x + last.width - (list.x + list.width)),
        'the third case ends where the row ends',
      ).toBeLessThanOrEqual(2)
    } else {
      const middle = last.x + last.width / 2
      expect(
        Math.abs(middle - (list.x + list.width / 2)),
        'the odd case sits centred under the pair',
      ).toBeLessThanOrEqual(2)
    }
  })
}

for (const { width, rows } of [
  { width: 375, rows: [2, 2, 2] },
  { width: 900, rows: [3, 3] },
  { width: 1440, rows: [3, 3] },
  { width: 1600, rows: [3, 3] },
]) {
  test(`the six free cases make whole rows at ${width} px`, async ({ page, gotoApp }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoApp('/en/games/cases')
    const cases = page.getByRole('main').getByRole('region', { name: 'Cases' }).getByRole('article')
    await expect(cases).toHaveCount(6)
    expect(await rowLengths(cases)).toEqual(rows)
  })
}

for (const { path, activate, rules } of [
  { path: '/ref', activate: 'Активировать код друга', rules: 'Как это работает' },
  { path: '/en/ref', activate: "Activate a friend's code", rules: 'How it works' },
]) {
  for (const width of [375, 1440]) {
    test(`a guest's referral panel on ${path} spans the row under the rules at ${width} px`, async ({
      page,
      gotoApp,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoApp(path)
      const main = page.getByRole('main')
      // Polled: the shell's parts hydrate beside the page and may move it between two reads.
      await expect
        .poll(async () => {
          const panel = await boxOf(main.getByRole('region', { name: activate }))
          const rulesBox = await boxOf(main.getByRole('region', { name: rules }))
          return { left: Math.abs(panel.x - rulesBox.x) <= 1, width: Math.abs(panel.width - rulesBox.width) <= 1 }
        }, 'the panel has the rules’ left edge and width')
        .toEqual({ left: true, width: true })
      await expectNoSideScroll(page)
    })
  }
}
