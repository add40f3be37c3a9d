import type { PersonaName } from '../../mocks/personas.ts'
import { expect, failedRequestLine, test } from '../fixtures.ts'
import { notificationsPanel, readAllNotifications, siteHeader } from '../admin/panel.ts'
import { openAs } from '../second-visitor.ts'

/** `regular`'s code. */
const CODE = 'RAIDER10'

test('a guest on a referral landing signs in there, and the code is activated by itself, once', async ({
  page,
  gotoApp,
}) => {
  await gotoApp(`/en/ref/${CODE}`)
  const activate = page.getByRole('main').getByRole('region', { name: "Activate a friend's code" })
  await expect(activate).toContainText(`Sign in to activate the code ${CODE}: we have saved it for you.`)
  await activate.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: /\(rich\)/ }).click()
  await page.waitForURL((url) => url.pathname === `/en/ref/${CODE}`)
  await expect(activate.getByRole('status')).toHaveText(
    `The code ${CODE} is activated. Thank you: your friend gets 25.00 coins.`,
  )

  // A reload knows the code is spent and sends nothing again.
  const activations: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/ref/activate')) activations.push(request.url())
  })
  await page.reload()
  await expect(activate.getByRole('status')).toHaveText("You have already activated a friend's code.")
  expect(activations).toEqual([])
})

const refusals: Array<{ persona: PersonaName; says: RegExp }> = [
  { persona: 'regular', says: /RAIDER10 is your own code/ },
  { persona: 'referred', says: /You have already activated a friend's code\./ },
  { persona: 'low-level', says: /Your Steam level is too low to activate a code.*yours is 3/ },
  { persona: 'no-cs2', says: /The code RAIDER10 was not activated.*Your account must own CS2 to activate a code\./ },
]

for (const { persona, says } of refusals) {
  test(`a referral landing tells ${persona} why the code is not activated`, async ({
    page,
    gotoApp,
    signInAs,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors('the API refuses to activate the code', failedRequestLine(400))
    await signInAs(persona)
    await gotoApp(`/en/ref/${CODE}`)
    await expect(page.getByRole('main').getByRole('region', { name: "Activate a friend's code" })).toContainText(says)
  })
}

test.describe('the referrer', () => {
  test.skip(
    ({ backendMode }) => backendMode === 'browser-mock',
    "the demo's fake backend lives in each page, so two browsers share nothing",
  )

  test("sees the statistics and the bell grow live when a friend's landing activates the code", async ({
    page,
    gotoApp,
    signInAs,
    browser,
    baseURL,
    apiBaseUrl,
  }) => {
    const referrer = await openAs(browser, baseURL ?? '', apiBaseUrl, 'regular', '/en/ref')
    await readAllNotifications(referrer)
    const stats = referrer.getByRole('main').getByRole('region', { name: 'Statistics' })
    await expect(stats.locator('dt:has-text("Referrals") + dd')).toHaveText('2')
    await expect(stats.locator('dt:has-text("Earned") + dd')).toHaveText('50.00 coins')

    await signInAs('rich')
    await gotoApp(`/en/ref/${CODE}`)
    await expect(
      page.getByRole('main').getByRole('region', { name: "Activate a friend's code" }).getByRole('status'),
    ).toContainText(`The code ${CODE} is activated.`)

    await expect(stats.locator('dt:has-text("Referrals") + dd')).toHaveText('3')
    await expect(stats.locator('dt:has-text("Earned") + dd')).toHaveText('75.00 coins')
    await expect(siteHeader(referrer).getByRole('link', { name: /RegularRaider/ })).toContainText('275.00')
    const bell = siteHeader(referrer).getByRole('button', { name: 'Notifications, unread' })
    await expect(bell).toBeVisible()
    await bell.click()
    await expect(notificationsPanel(referrer).getByRole('heading', { name: 'New: Referral reward' })).toBeVisible()
    await referrer.context().close()
  })
})
