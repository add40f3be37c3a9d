import { expect, test } from '../fixtures.ts'
import { apiGet, type CardPage, type CardResponse, type CategoryPage } from '../api.ts'

/** The first card of the list whose details match, read from the fake backend. */
async function findCard(
  page: Parameters<typeof apiGet>[0],
  backendMode: Parameters<typeof apiGet>[1],
  apiBaseUrl: string,
  matches: (card: CardResponse['data']) => boolean,
): Promise<CardResponse['data']> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const { data, pagination } = await apiGet<CardPage>(page, backendMode, apiBaseUrl, `/cards?page=${pageNumber}`)
    for (const item of data) {
      const { data: card } = await apiGet<CardResponse>(page, backendMode, apiBaseUrl, `/cards/${item.slug}`)
      if (matches(card)) return card
    }
    if (pageNumber >= pagination.last_page) break
  }
  throw new Error('no card in the seed matches')
}

test('opening a card from its category shows the whole card, and a promocode copies', async ({
  page,
  context,
  gotoApp,
  backendMode,
  apiBaseUrl,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoApp('/en')
  const { data: categories } = await apiGet<CategoryPage>(page, backendMode, apiBaseUrl, '/categories')
  const { data: cards } = await apiGet<CardPage>(
    page,
    backendMode,
    apiBaseUrl,
    `/categories/${categories[0]!.slug}/cards`,
  )
  // A site with a promocode, to copy it.
  const listed = cards.find((c) => c.promocode !== null) ?? cards[0]!
  const { data: card } = await apiGet<CardResponse>(page, backendMode, apiBaseUrl, `/cards/${listed.slug}`)

  await gotoApp(`/en/${categories[0]!.slug}`)
  await page.getByRole('main').getByRole('heading', { level: 3, name: card.title }).getByRole('link').click()
  await page.waitForURL((url) => url.pathname === `/en/cards/${card.slug}`)

  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: card.fullTitle })).toBeVisible()
  await expect(main.getByRole('img', { name: card.rating > 0 ? /^Rating / : 'No ratings yet' }).first()).toBeVisible()
  for (const badge of card.badges)
    await expect(main.getByRole('listitem').filter({ hasText: badge.text }).first()).toBeVisible()
  if (card.textHeadings.length > 0) {
    const toc = main.getByRole('navigation', { name: 'Contents' })
    await expect(toc.getByRole('link', { name: card.textHeadings[0]!.text })).toHaveAttribute(
      'href',
      `#${encodeURIComponent(card.textHeadings[0]!.id)}`,
    )
  }
  await expect(main.getByRole('region', { name: 'Similar sites' }).getByRole('article').first()).toBeVisible()

  const code = card.promocode ?? card.promocodes[0]?.code
  expect(code, 'the seed needs a site with a promocode in the first category').toBeTruthy()
  await main
    .getByRole('button', { name: `Copy promocode ${code}` })
    .first()
    .click()
  await expect(main.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeAttached()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
})

test('links flagged for Russia are hidden for Russian visitors only', async ({
  page,
  gotoApp,
  backendMode,
  apiBaseUrl,
  setVisitorCountry,
}) => {
  await gotoApp('/en')
  const card = await findCard(page, backendMode, apiBaseUrl, (c) => c.hideRuLink)
  const visit = page.getByRole('main').getByRole('link', { name: new RegExp(`^${card.buttonText} ${card.title}`) })

  await setVisitorCountry('DE')
  await gotoApp(`/en/cards/${card.slug}`)
  await expect(visit).toHaveAttribute('href', card.link)
  await expect(visit).toHaveAttribute('target', '_blank')
  await expect(visit).toHaveAttribute('rel', /noopener noreferrer/)

  await setVisitorCountry('RU')
  await gotoApp(`/en/cards/${card.slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visit).toHaveCount(0)
  await expect(
    page.getByRole('main').getByText('The link to this site is not available in your region.').first(),
  ).toBeVisible()
})

test('a Russian visitor is told why the top site has no link, on its tile and its page, and its steps point at no button', async ({
  page,
  gotoApp,
  setVisitorCountry,
}) => {
  const note = 'Ссылка на этот сайт недоступна в вашем регионе.'
  await setVisitorCountry('RU')
  await gotoApp('/')
  const tile = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'EpicBox' }) })
  await expect(tile.getByText(note)).toBeVisible()
  await expect(tile.getByRole('link', { name: /откроется в новой вкладке/ })).toHaveCount(0)

  await gotoApp('/cards/epicbox')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByText(note).first()).toBeVisible()
  const steps = main.getByRole('region', { name: 'Как получить награду' })
  await expect(steps).toContainText('Откройте сайт EpicBox в браузере.')
  await expect(steps).not.toContainText(/кнопк/i)
})

test('the list of all cards pages through ?page=', async ({ page, gotoApp }) => {
  await gotoApp('/en/cards')
  const main = page.getByRole('main')
  const first = await main.getByRole('article').first().getByRole('heading').textContent()
  await main.getByRole('navigation', { name: 'Pages of the site list' }).getByRole('link', { name: 'Page 2' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(main.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('article').first().getByRole('heading')).not.toHaveText(first ?? '')
})
