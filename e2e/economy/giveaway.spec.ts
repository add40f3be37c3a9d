import { expect, test } from '../fixtures.ts'
import { tickCaptcha } from '../captcha.ts'
import { apiPost } from './economy.ts'

const GIVEAWAY = '/en/games/giveaways/games/cyberpunk-key'

test('below the required level, the giveaway says so before the tasks, with the level check', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('low-level')
  await gotoApp(GIVEAWAY)
  const main = page.getByRole('main')
  const levelMessage = main.getByText('Your Steam level is too low for this giveaway')
  await expect(levelMessage).toBeVisible()
  await expect(main.getByText('It needs level 5, and yours is 3.', { exact: false })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Take the reward' })).toHaveCount(0)
  // Said before the tasks: first in the page's order.
  const tasks = main.getByRole('heading', { name: 'Tasks' })
  expect(
    await levelMessage.evaluate(
      (node, other) => Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
      await tasks.elementHandle(),
    ),
  ).toBe(true)

  // The platform still says 3: checked, and still too low.
  await main.getByRole('button', { name: 'Check level' }).click()
  await expect(page.getByText('Your Steam level is 3.')).toBeVisible()
  await expect(levelMessage).toBeVisible()
})

test('above the required level, with the tasks done, the giveaway gives a key once, with a copy button', async ({
  page,
  gotoApp,
  resetBackend,
  backendMode,
  apiBaseUrl,
}) => {
  await resetBackend('regular-giveaway-ready')
  await gotoApp(GIVEAWAY)
  const main = page.getByRole('main')
  const left = main.locator('dt:has-text("Rewards left") + dd')
  const before = Number(await left.textContent())

  await tickCaptcha(main)
  await main.getByRole('button', { name: 'Take the reward' }).click()
  await expect(main.getByText('Your game key')).toBeVisible()
  const copy = main.getByRole('button', { name: /^Copy [A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/ })
  await expect(copy).toBeVisible()
  const key = ((await copy.getAttribute('aria-label')) ?? '').replace(/^Copy /, '')
  await expect(left).toHaveText(String(before - 1))

  // A second attempt gives nothing more: refused, and the same key stays the user's.
  const again = await apiPost(page, backendMode, apiBaseUrl, '/giveaways/cyberpunk-key/reward', { captchaToken: 'e2e' })
  expect(again).toEqual({ status: 400, body: { error: 'You have already taken a reward from this giveaway.' } })
  await page.reload()
  await expect(main.getByRole('button', { name: `Copy ${key}` })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Take the reward' })).toHaveCount(0)
  await expect(left).toHaveText(String(before - 1))
})

test('without its type, the address of a giveaway leads to the giveaway at its typed address', async ({
  page,
  gotoApp,
  backendMode,
}) => {
  const untyped = '/en/games/giveaways/cyberpunk-key'
  if (backendMode === 'http-api') {
    // The server answers the redirect itself (temporary: it follows the giveaway's type), so a
    // crawler or a browser without scripts gets there too.
    const answer = await page.request.get(untyped, { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(answer.headers().location).toMatch(new RegExp(`${GIVEAWAY}$`))
  }
  await gotoApp(untyped)
  await expect(page).toHaveURL((url) => url.pathname === GIVEAWAY)
  await expect(page.getByRole('heading', { level: 1, name: 'Cyberpunk 2077 key' })).toBeVisible()
})
