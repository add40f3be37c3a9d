import { expect, test } from '../fixtures.ts'

test('searching from the header opens the results page with the type toggle', async ({ page, gotoApp }) => {
  await gotoApp('/en')
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' })
  await field.fill('case')
  await field.press('Enter')
  await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('search') === 'case')

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Search results for “case”' })).toBeVisible()
  const results = main.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/en\/(cards|articles)\/[\w-]+$/)

  const types = main.getByRole('navigation', { name: 'What to search' })
  await types.getByRole('link', { name: 'Articles' }).click()
  await page.waitForURL((url) => url.searchParams.get('type') === 'articles')
  await expect(types.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 2 }).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/en\/articles\/[\w-]+$/,
  )
})

test('the search page has its own form; results page through ?page=', async ({ page, gotoApp }) => {
  await gotoApp('/en/search')
  const main = page.getByRole('main')
  await expect(main.getByText('Type what you are looking for')).toBeVisible()
  const form = main.getByRole('search')
  await form.getByRole('textbox', { name: 'Search for sites and articles' }).fill('free')
  await form.getByRole('button', { name: 'Find' }).click()
  await page.waitForURL((url) => url.searchParams.get('search') === 'free')
  await expect(main.getByRole('heading', { level: 2 }).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/en\/cards\/[\w-]+$/,
  )

  const pages = main.getByRole('navigation', { name: 'Pages of the results' })
  if ((await pages.count()) > 0) {
    await pages.getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  }
})

test('an unknown result type shows an empty list, as the API answers', async ({ page, gotoApp }) => {
  await gotoApp('/en/search?search=case&type=games')
  const main = page.getByRole('main')
  await expect(main.getByText('Nothing found for “case”')).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'What to search' }).locator('[aria-current="page"]')).toHaveCount(0)
})
