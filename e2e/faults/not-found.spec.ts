import { expect, test } from './console-guard.ts'
import { apiGet, type CategoryPage } from '../api.ts'
import { navigateInApp } from './outages.ts'

/**
 * A page whose data the API answers with 404 is the 404 page, in the server render and after
 * a client-side navigation, and nothing but the browser's own line about the failed request
 * reaches the console (the console guard checks it).
 */
const unknownPages: Record<string, (firstCategory: string) => string> = {
  category: () => '/no-such-category',
  subcategory: (category) => `/${category}/no-such-subcategory`,
  card: () => '/cards/no-such-card',
  article: () => '/articles/no-such-article',
  case: () => '/games/cases/no-such-case',
  giveaway: () => '/games/giveaways/games/no-such-giveaway',
}

for (const [kind, pathOf] of Object.entries(unknownPages)) {
  test(`an unknown ${kind} is the 404 page with a clean console, loaded and navigated to`, async ({
    page,
    gotoApp,
    backendMode,
    apiBaseUrl,
  }) => {
    await gotoApp('/en')
    const category = (await apiGet<CategoryPage>(page, backendMode, apiBaseUrl, '/categories')).data[0]!.slug
    const path = pathOf(category)

    if (backendMode === 'http-api') expect((await page.request.get(path)).status()).toBe(404)
    await gotoApp(path)
    const notFound = page.getByRole('heading', { level: 1, name: '404: Страница не найдена' })
    await expect(notFound).toBeVisible()
    // The tab says so too, not the title of the kind of page it fell through ("Категория").
    await expect(page).toHaveTitle(/^Страница не найдена/)
    await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')

    // Links of the app stay in the page's language; the English 404 is in e2e/shell/not-found.spec.ts.
    await navigateInApp(page, '/')
    await expect(notFound).toHaveCount(0)
    await navigateInApp(page, path)
    await expect(notFound).toBeVisible()
    await expect(page).toHaveTitle(/^Страница не найдена/)
  })
}
