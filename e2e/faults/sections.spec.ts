import type { Locator, Page } from '@playwright/test'
import { expect, test } from './console-guard.ts'
import { apiGet, type CardPage } from '../api.ts'
import { endOutage, MAINTENANCE, startOutage, tryAgain } from './outages.ts'

/**
 * Parts of a page that load their own data: an outage there leaves the rest of the page as it
 * is, says so in the part with a retry, and the retry shows the part once the service is back.
 */
async function drillSection(
  section: Locator,
  said: string | RegExp,
  retryName: string,
  lift: () => Promise<void>,
  content: () => Promise<void>,
) {
  await expect(section.getByText(said).first()).toBeVisible()
  await lift()
  await section.getByRole('button', { name: retryName }).click()
  await content()
  await expect(section.getByRole('button', { name: retryName })).toHaveCount(0)
}

function main(page: Page) {
  return page.getByRole('main')
}

test('profile: trades (500) and the header search dropdown (error text) fail apart from the page and come back on retry (ru)', async ({
  page,
  gotoApp,
  signInAs,
  control,
}) => {
  await signInAs('regular')
  await startOutage(control, '/profile/trades', '500')
  await gotoApp('/profile')
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  const trades = main(page).getByRole('region', { name: 'Мои предметы' })
  await drillSection(
    trades,
    'Ошибка получения предметов',
    tryAgain.ru,
    () => endOutage(control, '/profile/trades'),
    () => expect(trades.getByRole('listitem').first()).toBeVisible(),
  )

  await startOutage(control, '/search', 'error text')
  const search = page.getByRole('banner').getByRole('search')
  await search.getByRole('combobox').fill('case')
  const dropdown = search.getByRole('dialog', { name: 'Результаты поиска' })
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE }).first()).toBeVisible()
  await drillSection(
    dropdown,
    'Не удалось выполнить поиск. Проверьте подключение и попробуйте ещё раз.',
    tryAgain.ru,
    () => endOutage(control, '/search'),
    () => expect(dropdown.getByRole('link').first()).toBeVisible(),
  )
  await expect(search.getByRole('combobox')).toHaveValue('case')
})

test('shop: items that cannot be reached say so, and the retry lists them (en)', async ({
  page,
  gotoApp,
  signInAs,
  control,
}) => {
  await signInAs('rich')
  await startOutage(control, '/shop/items', 'network')
  await gotoApp('/en/shop')
  const items = main(page).getByRole('region', { name: 'Items on sale' })
  await drillSection(
    items,
    'Error receiving items',
    tryAgain.en,
    () => endOutage(control, '/shop/items'),
    () => expect(items.getByRole('listitem').first()).toBeVisible(),
  )
})

test('card: reviews that fail to load (error text) say so under the card, and the retry shows them (en)', async ({
  page,
  gotoApp,
  control,
  backendMode,
  apiBaseUrl,
}) => {
  // The demo's fake backend answers from inside a page of the app.
  if (backendMode === 'browser-mock') await gotoApp('/en')
  const { slug } = (await apiGet<CardPage>(page, backendMode, apiBaseUrl, '/cards')).data[0]!
  const comments = (card: string) => `/cards/${card}/comments`
  await startOutage(control, comments(slug), 'error text')
  await gotoApp(`/en/cards/${slug}`)
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  const reviews = main(page).getByRole('region', { name: 'Comments and reviews' })
  await drillSection(
    reviews,
    'Could not load the reviews.',
    tryAgain.en,
    () => endOutage(control, comments(slug)),
    () => expect(reviews.getByRole('article').first()).toBeVisible(),
  )
})
