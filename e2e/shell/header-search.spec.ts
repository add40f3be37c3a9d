import { expect, test } from '../fixtures.ts'

test('the header search shows results while typing, switches type and opens the search page', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/en')
  const field = page.getByRole('combobox', { name: 'Search' })
  const dropdown = page.getByRole('dialog', { name: 'Search results' })

  await field.fill('free')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(dropdown.getByRole('radio', { name: 'Sites' })).toBeChecked()
  // After the 500 ms pause the first results arrive: sites link to their cards.
  const sites = dropdown.getByRole('region', { name: 'Sites' }).getByRole('link')
  await expect(sites.first()).toBeVisible()
  await expect(sites.first()).toHaveAttribute('href', /^\/en\/cards\/[\w-]+$/)

  await dropdown.getByRole('radio', { name: 'Articles' }).check()
  const articles = dropdown.getByRole('region', { name: 'Articles' }).getByRole('link')
  await expect(articles.first()).toBeVisible()
  await expect(articles.first()).toHaveAttribute('href', /^\/en\/articles\/[\w-]+$/)

  await field.press('Enter')
  await page.waitForURL((url) => url.pathname === '/en/search')
  const search = new URL(page.url()).searchParams
  expect(search.get('search')).toBe('free')
  expect(search.get('type')).toBe('articles')
  await expect(dropdown).toHaveCount(0)
})

test('Escape closes the dropdown and returns focus to the field', async ({ page, gotoApp }) => {
  await gotoApp('/en')
  const field = page.getByRole('combobox', { name: 'Search' })
  await field.fill('case')
  await expect(page.getByRole('dialog', { name: 'Search results' })).toBeVisible()
  await field.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Search results' })).toHaveCount(0)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toBeFocused()
})
