import { expect, test } from '../fixtures.ts'
import { LOCALES, localizedPath, publicPages } from './public-pages.ts'

// What a search engine that runs no scripts gets: the server's HTML alone.
test.skip(
  ({ backendMode }) => backendMode === 'browser-mock',
  'The static demo renders in the browser only; the server render is the http-api project.',
)
test.use({ javaScriptEnabled: false })

for (const locale of LOCALES) {
  test(`without JavaScript the public pages show their content and head (${locale})`, async ({
    page,
    backendMode,
    apiBaseUrl,
  }) => {
    const otherLocale = locale === 'ru' ? 'en' : 'ru'
    for (const target of await publicPages(page, backendMode, apiBaseUrl, locale)) {
      await test.step(target.name, async () => {
        const path = localizedPath(locale, target.path)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        // The page holds this visitor's data and country-dependent links: no shared cache may keep it.
        expect(response?.headers()['cache-control']).toBe('private, no-cache')

        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible()
        await expect(page.getByRole('main').getByText(target.content).first()).toBeVisible()

        const title = await page.title()
        expect(title.trim()).not.toBe('')
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`^https?://[^/]+${escape(path)}$`),
        )
        await expect(page.locator(`link[rel="alternate"][hreflang="${otherLocale}"]`)).toHaveAttribute(
          'href',
          new RegExp(`^https?://[^/]+${escape(localizedPath(otherLocale, target.path))}$`),
        )
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          new RegExp(`^https?://[^/]+${escape(localizedPath('ru', target.path))}$`),
        )
      })
    }
  })
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test("a signed-in visitor's first paint already shows their name and balance", async ({ page, signInAs }) => {
  await signInAs('regular')
  await page.goto('/en')
  const user = page.getByRole('banner').getByRole('link', { name: /RegularRaider/ })
  await expect(user).toBeVisible()
  await expect(user).toContainText('250.00')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0)
})

test("a page's HTML preloads only its first screen's pictures, the largest first: no sidebar icon competes with the stylesheet", async ({
  page,
  apiBaseUrl,
}) => {
  const cases = (await (await page.request.get(`${apiBaseUrl}/cases?page=1`)).json()) as { data: { slug: string }[] }
  await page.goto(`/en/games/cases/${cases.data[0]?.slug}`)
  const preloads = page.locator('link[rel="preload"][as="image"]')
  await expect(preloads).toHaveCount(1)
  await expect(preloads).toHaveAttribute('fetchpriority', 'high')
  const picture = page.getByRole('main').getByRole('region', { name: 'The case' }).locator('img').first()
  await expect(preloads).toHaveAttribute('href', (await picture.getAttribute('src')) ?? 'no picture')

  await page.goto('/en')
  await expect(page.locator('link[rel="preload"][as="image"]:not([fetchpriority="high"])')).toHaveCount(0)
  // The sidebar's category icons load when shown (on a phone most are scrolled out of its strip).
  const icons = page.getByRole('navigation', { name: 'Categories' }).locator('img')
  expect(await icons.count()).toBeGreaterThan(0)
  for (const loading of await icons.evaluateAll((images) => images.map((image) => image.getAttribute('loading'))))
    expect(loading).toBe('lazy')
})
