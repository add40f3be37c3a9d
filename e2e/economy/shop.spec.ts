import { expect, failedRequestLine, test } from '../fixtures.ts'
import { centsOf, coinsText, expectSamePage, headerBalance, markPage } from './economy.ts'

const MINUTE = 60_000

test('a guest is told on the page that the shop needs sign-in, with the button for it', async ({ page, gotoApp }) => {
  await gotoApp('/en/shop')
  const notice = page.getByRole('main').getByRole('region', { name: 'To use the shop, log in!' })
  await expect(notice.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await gotoApp('/shop')
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Чтобы пользоваться магазином, войдите!' })
      .getByRole('button', { name: 'Войти' }),
  ).toBeVisible()
})

test('a rich user buys after confirming; the balance drops by the price, the trade moves to delivered live and shows as delivered', async ({
  page,
  gotoApp,
  signInAs,
  control,
}) => {
  await signInAs('rich')
  await gotoApp('/en/shop')
  const balance = headerBalance(page, 'GoldenDragon')
  await expect(balance).toContainText('50,000.00')
  const before = centsOf((await balance.textContent()) ?? '')

  const item = page.getByRole('main').getByRole('region', { name: 'Items on sale' }).getByRole('listitem').first()
  const name = (await item.getByRole('heading').textContent()) ?? ''
  const price = centsOf((await item.getByText(/^[\d.,]+ coins$/).textContent()) ?? '')
  const buy = item.getByRole('button', { name: `Buy ${name}` })

  // The question first; Escape leaves it with nothing bought and the focus back on Buy.
  await buy.click()
  let dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(buy).toBeFocused()
  await expect(balance).toContainText('50,000.00')

  await buy.click()
  dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog).toContainText(name)
  await expect(dialog.locator('dt:has-text("Balance after") + dd')).toHaveText(`${coinsText(before - price)} coins`)
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: `Buy for ${coinsText(price)} coins` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Bought: ${name}. It will be sent to your tradelink.`)).toBeVisible()
  await expect(balance).toContainText(coinsText(before - price))

  // The trade, in the profile: it moves on as the fake clock does, without a reload.
  await balance.click()
  await page.waitForURL((url) => url.pathname === '/en/profile')
  await markPage(page)
  const trade = page.getByRole('main').getByRole('region', { name: 'My items' }).getByRole('listitem').first()
  await expect(trade).toContainText(name)
  await expect(trade).toContainText('Purchase')
  await control('clock', { advanceMs: String(2 * MINUTE) })
  await expect(trade).toContainText('Waiting')
  await control('clock', { advanceMs: String(5 * MINUTE) })
  await expect(trade).toContainText('Shipment')
  await control('clock', { advanceMs: String(10 * MINUTE) })
  await expect(trade).toContainText('Delivered')
  await expectSamePage(page)

  // Last delivered is fetched once per visit: the next visit of the shop has it, to GoldenDragon.
  await gotoApp('/en/shop')
  const delivered = page
    .getByRole('main')
    .getByRole('region', { name: 'Recently delivered' })
    .getByRole('listitem')
    .first()
  await expect(delivered).toContainText(name)
  await expect(delivered).toContainText('GoldenDragon')
  await expect(headerBalance(page, 'GoldenDragon')).toContainText(coinsText(before - price))
})

test('a user without coins sees it on the card, is told how many are missing with ways to earn, and keeps the balance', async ({
  page,
  gotoApp,
  resetBackend,
}) => {
  await resetBackend('regular-broke')
  await gotoApp('/en/shop')
  const balance = headerBalance(page, 'RegularRaider')
  await expect(balance).toContainText('0.00')
  const item = page.getByRole('main').getByRole('region', { name: 'Items on sale' }).getByRole('listitem').first()
  const price = centsOf((await item.getByText(/^[\d.,]+ coins$/).textContent()) ?? '')
  // Said before the press, in words tied to the button, which stays in the tab order.
  const buy = item.getByRole('button', { name: /^Buy / })
  await expect(buy).toHaveAccessibleDescription('Not enough coins')
  await buy.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog.getByRole('alert')).toContainText(`Not enough coins: you need ${coinsText(price)} coins more.`)
  await expect(dialog.getByRole('alert').getByRole('link', { name: 'Invite friends' })).toBeVisible()
  await expect(dialog.getByRole('alert').getByRole('link', { name: 'Set your tradelink' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: /^Buy for/ })).toHaveCount(0)
  await dialog.getByRole('alert').getByRole('link', { name: 'Open free cases' }).click()
  await page.waitForURL((url) => url.pathname === '/en/games/cases')
  await expect(balance).toContainText('0.00')
})

test('a new user is told all that blocks a purchase at once, coins first, and the tradelink link lands in its field', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('new')
  await gotoApp('/en/shop')
  const balance = headerBalance(page, 'FreshRecruit')
  await expect(balance).toContainText('0.00')
  await page
    .getByRole('main')
    .getByRole('region', { name: 'Items on sale' })
    .getByRole('button', { name: /^Buy / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  const blockers = dialog.getByRole('alert').getByRole('listitem')
  await expect(blockers).toHaveCount(2)
  await expect(blockers.nth(0)).toContainText('Not enough coins')
  await expect(blockers.nth(1)).toContainText('you have not set one yet')
  await blockers.nth(1).getByRole('link', { name: 'Set your tradelink' }).click()
  await page.waitForURL((url) => url.pathname === '/en/profile' && url.hash === '#tradelink')
  const field = page.getByRole('main').getByRole('textbox', { name: 'Your tradelink' })
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')
  await expect(balance).toContainText('0.00')
})

test('a failed purchase (500) is said once, in the dialog, and nothing is spent', async ({
  page,
  gotoApp,
  signInAs,
  planFault,
  expectConsoleErrors,
}) => {
  expectConsoleErrors('the purchase is planned to fail with 500', failedRequestLine(500))
  await signInAs('rich')
  await gotoApp('/en/shop')
  await page
    .getByRole('main')
    .getByRole('region', { name: 'Items on sale' })
    .getByRole('button', { name: /^Buy / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await planFault('/shop/buy', { status: 500, method: 'POST' })
  await dialog.getByRole('button', { name: /^Buy for/ }).click()
  const said = 'The service is temporarily unavailable'
  await expect(dialog.getByRole('alert')).toHaveText(said)
  await expect(page.getByText(said)).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: /^Buy for/ })).toBeEnabled()
  await expect(headerBalance(page, 'GoldenDragon')).toContainText('50,000.00')
})

test('a Russian shop names rarity and wear in Russian, in the items and the rarity filter', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/shop')
  const main = page.getByRole('main')
  await expect(
    main
      .getByText(/ · (Прямо с завода|Немного поношенное|После полевых испытаний|Поношенное|Закалённое в боях)$/)
      .first(),
  ).toBeVisible()
  await expect(main.getByText(/Consumer Grade|Field-Tested ·|· Battle-Scarred/)).toHaveCount(0)
  await expect(main.getByRole('combobox', { name: 'Редкость' }).getByRole('option', { name: 'Тайное' })).toHaveCount(1)
})
