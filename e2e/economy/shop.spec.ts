import { expect, test } from '../fixtures.ts'
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
  const price = centsOf((await item.getByText(/ coins$/).textContent()) ?? '')
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

test('a user without coins is told how many are missing and keeps the balance', async ({
  page,
  gotoApp,
  resetBackend,
}) => {
  await resetBackend('regular-broke')
  await gotoApp('/en/shop')
  const balance = headerBalance(page, 'RegularRaider')
  await expect(balance).toContainText('0.00')
  const item = page.getByRole('main').getByRole('region', { name: 'Items on sale' }).getByRole('listitem').first()
  const price = centsOf((await item.getByText(/ coins$/).textContent()) ?? '')
  await item.getByRole('button', { name: /^Buy / }).click()
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog.getByRole('alert')).toHaveText(`Not enough coins: you need ${coinsText(price)} coins more.`)
  await expect(dialog.getByRole('button', { name: /^Buy for/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Got it' }).click()
  await expect(dialog).toBeHidden()
  await expect(balance).toContainText('0.00')
})

test('a user without a tradelink is sent to set one and keeps the balance', async ({ page, gotoApp, signInAs }) => {
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
  await expect(dialog.getByRole('alert')).toContainText('you have not set one yet')
  await dialog.getByRole('link', { name: 'Set the tradelink' }).click()
  await page.waitForURL((url) => url.pathname === '/en/profile')
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Your tradelink' })).toHaveValue('')
  await expect(balance).toContainText('0.00')
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
