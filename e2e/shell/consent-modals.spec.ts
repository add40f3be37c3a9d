import { expect, test } from '../fixtures.ts'
import { COOKIE_CONFIRMED_KEY } from '../../src/features/consent/lib/cookie-consent.ts'

test.use({ consent: 'ask' })

/** The modal host renders after hydration; give its effects a moment before asserting absence. */
const SETTLE_MS = 500

test('a first visit asks for the age, then cookies; answers are remembered', async ({ page, gotoApp }) => {
  await gotoApp('/en')

  const age = page.getByRole('dialog', { name: 'Age confirmation' })
  await expect(age).toBeVisible()
  await age.getByRole('button', { name: 'Yes, I am 18 or older' }).click()

  const cookies = page.getByRole('dialog', { name: 'Cookies' })
  await expect(cookies).toBeVisible()
  await cookies.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.reload()
  await page.waitForTimeout(SETTLE_MS)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a signed-in user who has not accepted cookies is asked, and the server remembers', async ({
  page,
  gotoApp,
  signInAs,
}) => {
  await signInAs('new')
  await gotoApp('/en')

  await page
    .getByRole('dialog', { name: 'Age confirmation' })
    .getByRole('button', { name: 'Yes, I am 18 or older' })
    .click()
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Only the server knows (no local flag for a signed-in user): a new browser storage still has no cookie modal.
  await page.evaluate((key) => localStorage.removeItem(key), COOKIE_CONFIRMED_KEY)
  await page.reload()
  await page.waitForTimeout(SETTLE_MS)
  await expect(page.getByRole('dialog', { name: 'Cookies' })).toHaveCount(0)
})
