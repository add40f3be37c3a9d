import { test } from '../fixtures.ts'
import { apiGet, type ArticlePage, type CardPage, type CategoryPage } from '../api.ts'

type Lookup = Parameters<typeof apiGet>

/** Content pages, each found in the fake backend's seed: the path after the locale prefix. */
const pages: Record<string, (page: Lookup[0], mode: Lookup[1], api: string, locale: 'ru' | 'en') => Promise<string>> = {
  category: async (page, mode, api, locale) => `/${(await apiGet<CategoryPage>(page, mode, api, '/categories', locale)).data[0]!.slug}`,
  card: async (page, mode, api, locale) => `/cards/${(await apiGet<CardPage>(page, mode, api, '/cards', locale)).data[0]!.slug}`,
  'all cards': () => Promise.resolve('/cards'),
  articles: () => Promise.resolve('/articles'),
  article: async (page, mode, api, locale) => `/articles/${(await apiGet<ArticlePage>(page, mode, api, '/articles', locale)).data[0]!.slug}`,
  search: () => Promise.resolve('/search?search=case'),
  contacts: () => Promise.resolve('/contacts'),
  privacy: () => Promise.resolve('/privacy'),
  sitemap: () => Promise.resolve('/sitemap'),
}

for (const locale of ['en', 'ru'] as const) {
  const prefix = locale === 'en' ? '/en' : ''
  for (const [name, find] of Object.entries(pages)) {
    test(`no axe violations on the ${name} page (${locale})`, async ({ page, gotoApp, expectNoA11yViolations, backendMode, apiBaseUrl }) => {
      await gotoApp(prefix || '/')
      const path = await find(page, backendMode, apiBaseUrl, locale)
      await gotoApp(`${prefix}${path}`)
      await expectNoA11yViolations()
    })
  }
}

test('no axe violations on a card with the review form', async ({ page, gotoApp, signInAs, expectNoA11yViolations, backendMode, apiBaseUrl }) => {
  await signInAs('regular')
  await gotoApp('/en')
  const { data: cards } = await apiGet<CardPage>(page, backendMode, apiBaseUrl, '/cards')
  await gotoApp(`/en/cards/${cards[0]!.slug}`)
  await expectNoA11yViolations()
})
