import { expect, test } from '../fixtures.ts'
import { apiGet, type ArticlePage, type CardPage } from '../api.ts'

test.skip(
  ({ backendMode }) => backendMode === 'browser-mock',
  'robots.txt and sitemap.xml are answered by the server; the static demo has none.',
)

test('robots.txt allows the site, keeps crawlers out of private pages and names the sitemap', async ({ page }) => {
  const response = await page.request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toContain('Disallow: /profile')
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
})

test('sitemap.xml lists every page of the API in both languages, with alternates', async ({
  page,
  backendMode,
  apiBaseUrl,
}) => {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()

  // The last card of the last page: the sitemap follows the API's pagination to the end.
  const { pagination } = await apiGet<CardPage>(page, backendMode, apiBaseUrl, '/cards')
  const lastCards = await apiGet<CardPage>(page, backendMode, apiBaseUrl, `/cards?page=${pagination.last_page}`)
  const { data: articles } = await apiGet<ArticlePage>(page, backendMode, apiBaseUrl, '/articles')
  for (const path of [`/cards/${lastCards.data.at(-1)!.slug}`, `/articles/${articles[0]!.slug}`]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+[^n]${path}</loc>`))
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/en${path}</loc>`))
    expect(xml).toMatch(new RegExp(`hreflang="x-default" href="https?://[^"]+[^n]${path}"`))
  }
  const locations = xml.match(/<loc>/g) ?? []
  expect(locations.length % 2, 'every page once per language').toBe(0)
})
