import { expect, test } from '../fixtures.ts'
import { expectLandedOn, roulette } from '../games/cases-steps.ts'
import { expectFocusTrapped, tabTo } from './keyboard.ts'

/**
 * Everything that opens over a page, used with the keyboard alone, and axe (WCAG 2.2 A/AA) while
 * it is open: modals trap the focus, Escape closes what may be closed, and the focus goes back to
 * where it came from. The pages under them are swept in routes.spec.ts.
 */

test.describe('a first visit', () => {
  test.use({ consent: 'ask' })

  test('the age and cookie questions trap the focus, stay on Escape and are answered with the keyboard', async ({
    page,
    gotoApp,
    expectNoA11yViolations,
  }) => {
    await gotoApp('/en')
    const age = page.getByRole('dialog', { name: 'Age confirmation' })
    await expect(age).toBeVisible()
    await expectNoA11yViolations()
    await expectFocusTrapped(page, age)
    // It must be answered: Escape leaves it where it is.
    await page.keyboard.press('Escape')
    await expect(age).toBeVisible()
    await tabTo(page, age.getByRole('button', { name: 'Yes, I am 18 or older' }))
    await page.keyboard.press('Enter')

    const cookies = page.getByRole('dialog', { name: 'Cookies' })
    await expect(cookies).toBeVisible()
    await expectNoA11yViolations()
    await expectFocusTrapped(page, cookies)
    await page.keyboard.press('Escape')
    await expect(cookies).toBeVisible()
    await tabTo(page, cookies.getByRole('button', { name: 'Accept' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('the burger menu at 375 px opens, is walked and closes with the keyboard', async ({
  page,
  gotoApp,
  signInAs,
  expectNoA11yViolations,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signInAs('regular')
  await gotoApp('/en/games')
  const header = page.getByRole('banner')
  const button = header.getByRole('button', { name: 'Menu' })
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
  // The highlighted link is also the current page.
  await expect(menu.getByRole('link', { name: 'Game modes' })).toHaveAttribute('aria-current', 'page')
  await expectNoA11yViolations()

  // The panel follows its button: Tab goes into it.
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  // Tabbing on past its last control closes it: the panel would cover where the focus went.
  await page.keyboard.press('Enter')
  await tabTo(page, menu.locator('a[href], button').last())
  await page.keyboard.press('Tab')
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // A link followed with Enter closes it too.
  await button.focus()
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('link', { name: 'Shop' }))
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/en/shop')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the header search dropdown is used with the arrow keys, Escape and Enter', async ({
  page,
  gotoApp,
  expectNoA11yViolations,
}) => {
  await gotoApp('/en')
  const field = page.getByRole('combobox', { name: 'Search' })
  const dropdown = page.getByRole('dialog', { name: 'Search results' })
  await tabTo(page, field)
  await page.keyboard.type('case')
  const results = dropdown.getByRole('region', { name: 'Sites' }).getByRole('link')
  await expect(results.nth(1)).toBeVisible()
  await expectNoA11yViolations()

  await page.keyboard.press('ArrowDown')
  await expect(results.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(results.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(results.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(field).toBeFocused()

  // Escape from a result closes it and puts the focus back in the field.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Escape')
  await expect(dropdown).toHaveCount(0)
  await expect(field).toBeFocused()

  // The type toggle is reached with Tab and switched with the arrow keys.
  await page.keyboard.press('ArrowDown')
  await expect(results.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await tabTo(page, dropdown.getByRole('radio', { name: 'Sites' }))
  await page.keyboard.press('ArrowRight')
  await expect(dropdown.getByRole('radio', { name: 'Articles' })).toBeChecked()
  const articles = dropdown.getByRole('region', { name: 'Articles' }).getByRole('link')
  await expect(articles.first()).toBeVisible()
  await expectNoA11yViolations()

  await field.focus()
  await page.keyboard.press('ArrowDown')
  await expect(articles.first()).toBeFocused()
  const href = await articles.first().getAttribute('href')
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === href)
  await expect(dropdown).toHaveCount(0)
})

test('the notifications panel and a notification in full are used with the keyboard', async ({
  page,
  gotoApp,
  signInAs,
  expectNoA11yViolations,
}) => {
  await signInAs('regular')
  await gotoApp('/en')
  const header = page.getByRole('banner')
  const bell = header.getByRole('button', { name: /^Notifications/ })
  await tabTo(page, bell)
  await page.keyboard.press('Enter')
  await expect(bell).toHaveAttribute('aria-expanded', 'true')
  const panel = header.getByRole('region', { name: 'Notifications' })
  const more = panel.getByRole('button', { name: /^Details/ }).first()
  await expect(more).toBeVisible()
  await expectNoA11yViolations()

  await page.keyboard.press('Escape')
  await expect(bell).toHaveAttribute('aria-expanded', 'false')
  await expect(bell).toBeFocused()

  // Tab leads into the open panel; "Details" opens the notification in a modal.
  await page.keyboard.press('Enter')
  await tabTo(page, more)
  const title = (await more.getAttribute('aria-label'))!.replace(/^Details: /, '')
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog', { name: title })
  await expect(details).toBeVisible()
  await expect(details.getByRole('heading', { name: title })).toBeVisible()
  await expectNoA11yViolations()
  await expectFocusTrapped(page, details)
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
  // The panel closed when the modal opened, so the focus is back on the bell that opened it all.
  await expect(bell).toBeFocused()

  // Tabbing on past the panel closes it: at 375 px it covers the page where the focus went.
  await page.keyboard.press('Enter')
  await tabTo(page, panel.locator('a[href], button').last())
  await page.keyboard.press('Tab')
  await expect(bell).toHaveAttribute('aria-expanded', 'false')
})

test('the buy question in the shop traps the focus and gives it back to Buy', async ({
  page,
  gotoApp,
  signInAs,
  expectNoA11yViolations,
}) => {
  await signInAs('rich')
  await gotoApp('/en/shop')
  const buy = page
    .getByRole('main')
    .getByRole('region', { name: 'Items on sale' })
    .getByRole('button', { name: /^Buy / })
    .first()
  await buy.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(buy).toBeFocused()
})

test('the admin panel: the delete question and the link dialog trap the focus, close on Escape and give it back', async ({
  page,
  gotoApp,
  signInAs,
  expectNoA11yViolations,
}) => {
  await signInAs('admin')
  await gotoApp('/en/admin/articles/1')
  const remove = page.getByRole('main').getByRole('button', { name: 'Delete', exact: true })
  await remove.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('dialog', { name: /^Delete “/ })
  await expect(question).toBeVisible()
  await expectNoA11yViolations()
  await expectFocusTrapped(page, question)
  await page.keyboard.press('Escape')
  await expect(question).toHaveCount(0)
  await expect(remove).toBeFocused()

  const link = page.getByRole('main').getByRole('button', { name: /^Link/ }).first()
  await link.focus()
  await page.keyboard.press('Enter')
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
  await expect(linkDialog).toBeVisible()
  await expectNoA11yViolations()
  await expectFocusTrapped(page, linkDialog)
  await page.keyboard.press('Escape')
  await expect(linkDialog).toHaveCount(0)
})

test("the case roulette's Skip is reached and pressed with the keyboard", async ({
  page,
  gotoApp,
  signInAs,
  expectNoA11yViolations,
}) => {
  // Two axe runs, one while the strip runs.
  test.setTimeout(45_000)
  await signInAs('regular')
  await gotoApp('/en/games/cases/daily-case')
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/cases/daily-case/open'),
  )
  // Past the header and the tasks: the walk there is Tab after Tab, nothing of interest.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus()
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Open the case' }))
  await page.keyboard.press('Enter')
  const drop = ((await (await answer).json()) as { data: Parameters<typeof expectLandedOn>[1] }).data
  // The Open button went away: the focus is on Skip, where the user can act now.
  const skip = page.getByRole('button', { name: 'Skip' })
  await expect(skip).toBeFocused()
  await expect(roulette(page)).toHaveAttribute('data-state', 'spinning')
  await expectNoA11yViolations({ whileAnimating: true })
  await page.keyboard.press('Enter')
  await expectLandedOn(page, drop)
  await expect(page.getByRole('heading', { name: 'Your drop' })).toBeFocused()
  await expectNoA11yViolations()
})

test.describe('axe in Russian', () => {
  test.skip(
    ({ backendMode }) => backendMode === 'http-api',
    'axe only, no flow of its own (the flows above run in both projects): like the route sweep, it runs once, in browser-mock',
  )

  test('Russian: the modals, the burger menu, the search dropdown and the notifications panel pass axe', async ({
    page,
    gotoApp,
    signInAs,
    expectNoA11yViolations,
  }) => {
    // Five axe runs on one page load.
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 375, height: 800 })
    await signInAs('regular')
    await gotoApp('/')
    const header = page.getByRole('banner')

    const menu = header.getByRole('button', { name: 'Меню' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expectNoA11yViolations()
    await page.keyboard.press('Escape')

    const bell = header.getByRole('button', { name: /^Уведомления/ })
    await bell.focus()
    await page.keyboard.press('Enter')
    const more = header.getByRole('region', { name: 'Уведомления' }).getByRole('button').first()
    await expect(more).toBeVisible()
    await expectNoA11yViolations()
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoA11yViolations()
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 1280, height: 800 })
    const field = page.getByRole('combobox', { name: 'Поиск' })
    await field.focus()
    await page.keyboard.type('кейс')
    await expect(page.getByRole('dialog', { name: 'Результаты поиска' }).getByRole('link').first()).toBeVisible()
    await expectNoA11yViolations()
    await page.keyboard.press('Escape')

    // The consent questions, asked again: a fresh storage in the same page.
    await page.evaluate(() => localStorage.clear())
    await page.addInitScript(() => localStorage.clear())
    await gotoApp('/shop')
    await expect(page.getByRole('dialog', { name: 'Подтверждение возраста' })).toBeVisible()
    await expectNoA11yViolations()
  })
})
