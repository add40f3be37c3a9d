import { expect, failedRequestLine, test } from '../fixtures.ts'

test.beforeEach(({ expectConsoleErrors }) => {
  expectConsoleErrors('every page here is answered 404, or reads data answered 404', failedRequestLine(404))
})

test('an unknown locale prefix shows the 404 page', async ({ page, backendMode, gotoApp }) => {
  if (backendMode === 'http-api') {
    const response = await page.request.get('/xx/unknown')
    expect(response.status()).toBe(404)
  }
  await gotoApp('/xx/unknown')
  await expect(page.getByRole('heading', { level: 1, name: /^404\b/ })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /./ }).first()).toHaveAttribute('href', '/')
})

test('an unknown English page shows the 404 page in English', async ({ page, gotoApp }) => {
  await gotoApp('/en/no/such/page')
  // Its first segments match a subcategory page, whose data the API does not have either: the
  // spec allows either wording of the 404.
  await expect(
    page.getByRole('heading', { level: 1, name: /^404: (This page could not be found|The page was not found)$/ }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en')
})

test('an unknown card shows the 404 page', async ({ page, backendMode, gotoApp }) => {
  if (backendMode === 'http-api') {
    const response = await page.request.get('/en/cards/no-such-card')
    expect(response.status()).toBe(404)
  }
  await gotoApp('/en/cards/no-such-card')
  await expect(page.getByRole('heading', { level: 1, name: '404: The page was not found' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en')
})

test('a lost visitor goes on from the 404 page to a main section', async ({ page, gotoApp }) => {
  await gotoApp('/en/no/such/page')
  const sections = page.getByRole('navigation', { name: 'Popular sections' })
  await expect(sections.getByRole('link')).toHaveText(['All sites', 'Free cases', 'Skin shop', 'Articles', 'Sitemap'])
  await sections.getByRole('link', { name: 'Free cases' }).click()
  await expect(page).toHaveURL(/\/en\/games\/cases$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Free cases' })).toBeVisible()
})
