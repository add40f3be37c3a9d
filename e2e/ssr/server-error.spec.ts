import { expect, test, waitForApp } from '../fixtures.ts'

// Spec section 8: the initial load failing on the server shows the error page with the
// response's status, or 500 when there is none. Only the server render has that path.
test.skip(({ backendMode }) => backendMode === 'browser-mock', 'The static demo has no server render.')

test.beforeEach(({ expectConsoleErrors }) => {
  expectConsoleErrors(
    'the page itself is answered with the error status',
    /^Failed to load resource: the server responded with a status of 5\d\d /,
  )
})

test('core failing on the server gives the error page with the API status; "Try again" loads the page', async ({
  page,
  planApiFailure,
}) => {
  await planApiFailure('/core', 503)
  const response = await page.goto('/en/articles')
  expect(response?.status()).toBe(503)
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { level: 1, name: '503: Something went wrong...' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy error' })).toBeVisible()

  // The failure was planned once: retrying in the browser loads the page for real.
  await waitForApp(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
})

test('an API that cannot be reached gives a 500 error page, in the page language', async ({ page, planApiFailure }) => {
  // More drops than the app retries a network failure.
  await planApiFailure('/core', 0, 10)
  const response = await page.goto('/')
  expect(response?.status()).toBe(500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1, name: '500: Что-то пошло не так...' })).toBeVisible()
})
