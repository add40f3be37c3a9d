import { expect, test } from '../fixtures.ts'
import { apiGet, type CardPage, type CategoryPage, type SubcategoriesResponse } from '../api.ts'

test('a category shows its sites; the subcategory filter replaces the list and lives in the URL', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await gotoApp('/en')
  const { data: categories } = await apiGet<CategoryPage>(page, backendMode, apiBaseUrl, '/categories')
  const category = categories[0]!
  const { data: subcategories } = await apiGet<SubcategoriesResponse>(
    page,
    backendMode,
    apiBaseUrl,
    `/categories/${category.slug}/subcategories`,
  )
  const subcategory = subcategories[0]!
  const { data: filtered } = await apiGet<CardPage>(
    page,
    backendMode,
    apiBaseUrl,
    `/categories/${category.slug}/cards?filter[subcategory]=${subcategory.slug}`,
  )

  await gotoApp(`/en/${category.slug}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: category.name })).toBeVisible()
  const list = main.getByRole('region', { name: 'Sites' })
  await expect(list.getByRole('article').first()).toBeVisible()

  await main.getByRole('combobox', { name: 'Show' }).selectOption(subcategory.slug)
  await page.waitForURL((url) => url.searchParams.get('subcategory') === subcategory.slug)
  const filteredList = main.getByRole('region', { name: subcategory.name })
  await expect(filteredList.getByRole('article')).toHaveCount(filtered.length)
  await expect(filteredList.getByRole('heading', { level: 3, name: filtered[0]!.title })).toBeVisible()

  // A reload or a shared link shows the same filtered list.
  await page.reload()
  await expect(main.getByRole('region', { name: subcategory.name }).getByRole('article')).toHaveCount(filtered.length)
  await expect(main.getByRole('combobox', { name: 'Show' })).toHaveValue(subcategory.slug)
})

test('a subcategory button opens the subcategory page with its button text on the sites', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await gotoApp('/en')
  const { data: categories } = await apiGet<CategoryPage>(page, backendMode, apiBaseUrl, '/categories')
  const category = categories[0]!
  const { data: subcategories } = await apiGet<SubcategoriesResponse>(
    page,
    backendMode,
    apiBaseUrl,
    `/categories/${category.slug}/subcategories`,
  )
  const subcategory = subcategories[0]!

  await gotoApp(`/en/${category.slug}`)
  await page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: subcategory.name }).click()
  await page.waitForURL((url) => url.pathname === `/en/${category.slug}/${subcategory.slug}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: subcategory.name })).toBeVisible()
  await expect(
    main.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: subcategory.name }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(
    main.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: category.name }),
  ).toHaveAttribute('href', `/en/${category.slug}`)
  const visitLinks = main.getByRole('link', { name: new RegExp(`^${subcategory.button_text}`) })
  await expect(visitLinks.first()).toBeVisible()
  await expect(visitLinks.first()).toHaveAttribute('rel', /noopener/)
})

test('"load more" appends the next page, records it in the URL and survives a reload', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await gotoApp('/en')
  const { data: categories } = await apiGet<CategoryPage>(page, backendMode, apiBaseUrl, '/categories')
  let chosen: { slug: string; total: number; firstPage: number } | undefined
  for (const category of categories) {
    const { data, pagination } = await apiGet<CardPage>(
      page,
      backendMode,
      apiBaseUrl,
      `/categories/${category.slug}/cards`,
    )
    if (pagination.last_page > 1) {
      chosen = { slug: category.slug, total: pagination.total, firstPage: data.length }
      break
    }
  }
  expect(chosen, 'the fake backend seed needs a category with more than one page of cards').toBeDefined()
  const { slug, total, firstPage } = chosen!

  await gotoApp(`/en/${slug}`)
  const list = page.getByRole('main').getByRole('region', { name: 'Sites' })
  const cards = list.getByRole('article')
  await expect(cards).toHaveCount(firstPage)
  await expect(list.getByRole('status').filter({ hasText: 'Shown' })).toHaveText(`Shown ${firstPage} of ${total}`)

  await list.getByRole('link', { name: 'Load more' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(cards).toHaveCount(Math.min(total, firstPage * 2))
  // Keyboard and screen-reader users continue at the first new site.
  await expect(list.locator('[data-card-link]').nth(firstPage)).toBeFocused()

  await page.reload()
  await expect(page.getByRole('main').getByRole('region', { name: 'Sites' }).getByRole('article')).toHaveCount(
    Math.min(total, firstPage * 2),
  )
})
