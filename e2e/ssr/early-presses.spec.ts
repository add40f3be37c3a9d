import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from '../fixtures.ts'
import { LOCALE_COOKIE } from '../../src/shared/i18n/locale.ts'

/**
 * Once the scripts are let through, the page loads them, hydrates every part and only then makes
 * the held presses: at load 20-30 that took 21 s in a run (the sign-in press was made, and the
 * platform's page came, after the usual 15 s had passed). These waits are for states, so a
 * longer limit costs a passing test nothing.
 */
const expect = baseExpect.configure({ timeout: 45_000 })
test.describe.configure({ timeout: 120_000 })

/**
 * Presses made on the server's HTML before the page has hydrated (src/app/early-presses.ts).
 * The page's scripts are held back until the test lets them through, so "before" is a state
 * the test controls, not a race.
 */
test.skip(
  ({ backendMode }) => backendMode === 'browser-mock',
  'the static demo renders in the browser: there is no server HTML to press before its scripts run',
)

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page without waiting for its scripts (they are held). */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByRole('main')).toBeVisible()
  return release
}

async function expectNotHydrated(page: Page): Promise<void> {
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    ),
  ).toBe(false)
}

async function expectWaiting(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(control).toHaveAttribute('aria-busy', 'true')
  await expect(control).toHaveAttribute('data-waiting-for-app')
  await expect(control).toHaveCSS('cursor', 'progress')
  await expectNotHydrated(page)
}

test('the burger pressed before the page has hydrated waits, then opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const release = await openUnhydrated(page, '/en')
  const burger = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  await burger.click()
  await expectWaiting(page, burger)

  release()
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Game modes' })).toBeVisible()
  await expect(burger).not.toHaveAttribute('aria-busy')
  await expect(burger).not.toHaveAttribute('data-waiting-for-app')
})

test('sign-in pressed before the page has hydrated waits, then goes to the game platform', async ({ page }) => {
  const release = await openUnhydrated(page, '/en/games')
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' })
  await signIn.click()
  await expectWaiting(page, signIn)

  release()
  await expect(page.getByRole('link', { name: /\(regular\)/ })).toBeVisible()
})

test('a form filled and sent before the page has hydrated waits, then sends what was typed', async ({
  page,
  signInAs,
  apiBaseUrl,
}) => {
  const tradelink = 'https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab12Cd34'
  await signInAs('new')
  const release = await openUnhydrated(page, '/en/profile')
  await page.getByRole('textbox', { name: 'Your tradelink' }).fill(tradelink)
  const save = page.getByRole('main').getByRole('button', { name: 'Save' }).first()
  await save.click()
  await expectWaiting(page, save)

  release()
  await expect(page.getByText('Tradelink saved.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your tradelink' })).toHaveValue(tradelink)
  const profile = (await (await page.request.get(`${apiBaseUrl}/profile`)).json()) as {
    data: { tradelink: string | null }
  }
  expect(profile.data.tradelink).toBe(tradelink)
})

test('the header search and the language switch work before the page has hydrated, as a form and a link', async ({
  page,
  context,
}) => {
  await openUnhydrated(page, '/en')
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' })
  await search.fill('nest')
  await search.press('Enter')
  // The scripts stay held, so the page never fires `load`: its address is enough.
  await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('search') === 'nest', {
    waitUntil: 'commit',
  })
  await expect(page.getByRole('main').getByRole('link', { name: /SkinNest/ })).toBeVisible()
  await expectNotHydrated(page)

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Switch language to Russian/ })
    .click()
  await page.waitForURL((url) => url.pathname === '/search', { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  // The switch remembers the choice without its handler, which had not loaded.
  expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('ru')
})

test('Buy pressed in the shop before the page has hydrated waits, then asks for the confirmation', async ({
  page,
  signInAs,
}) => {
  await signInAs('rich')
  const release = await openUnhydrated(page, '/en/shop')
  const buy = page.getByRole('main').getByRole('button', { name: /^Buy / }).first()
  const name = ((await buy.getAttribute('aria-label')) ?? (await buy.textContent()) ?? '').replace(/^Buy /, '')
  await buy.click()
  await expectWaiting(page, buy)

  release()
  const dialog = page.getByRole('dialog', { name: 'Buy this item?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(name)
})

test('a case opened before the page has hydrated (captcha ticked, Open pressed) waits, then opens', async ({
  page,
  signInAs,
}) => {
  // `regular` has done the daily case's tasks.
  await signInAs('regular')
  const release = await openUnhydrated(page, '/en/games/cases/daily-case')
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check()
  const open = page.getByRole('button', { name: 'Open the case' })
  await open.click()
  await expectWaiting(page, open)

  release()
  await expect(page.getByRole('region', { name: 'Opening the case' }).locator('[data-state]')).toHaveAttribute(
    'data-state',
    /spinning|landed/,
  )
})

test('a reward taken before the page has hydrated (captcha ticked, Take pressed) waits, then shows the key', async ({
  page,
  resetBackend,
}) => {
  await resetBackend('regular-giveaway-ready')
  const release = await openUnhydrated(page, '/en/games/giveaways/games/cyberpunk-key')
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check()
  const take = page.getByRole('button', { name: 'Take the reward' })
  await take.click()
  await expectWaiting(page, take)

  release()
  await expect(page.getByText('Your game key')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Copy / })).toBeVisible()
})
