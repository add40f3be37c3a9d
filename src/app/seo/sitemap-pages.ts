import { unwrap, type ApiClient } from '~/api/client'
import { fetchAllPages } from '~/shared/lib/all-pages'
import type { SitemapPage } from './sitemap-xml'

/** Pages every visitor can reach without data. */
const STATIC_PATHS = [
  '/',
  '/articles',
  '/cards',
  '/contacts',
  '/games',
  '/games/cases',
  '/games/fair',
  '/privacy',
  '/ref',
  '/search',
  '/shop',
  '/sitemap',
]

/** Guards against a misbehaving API that never reports a last page. */
const MAX_PAGES = 200

/** Every public page the API knows of: categories, subcategories, cards, articles, cases, giveaways. */
export async function collectSitemapPages(api: ApiClient): Promise<SitemapPage[]> {
  const [categories, cards, articles, cases, giveaways] = await Promise.all([
    fetchAllPages((page) => unwrap(api.GET('/categories', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/cards', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/articles', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/cases', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/giveaways', { params: { query: { page } } })), MAX_PAGES),
  ])
  const subcategories = await Promise.all(
    categories.map(async (category) => {
      const { data } = await unwrap(
        api.GET('/categories/{slug}/subcategories', { params: { path: { slug: category.slug } } }),
      )
      return data.map((sub) => `/${category.slug}/${sub.slug}`)
    }),
  )
  const giveawayTypes = [...new Set(giveaways.map((giveaway) => giveaway.type))]
  const paths = [
    ...STATIC_PATHS,
    ...giveawayTypes.map((type) => `/games/giveaways/${type}`),
    ...categories.map((category) => `/${category.slug}`),
    ...subcategories.flat(),
    ...cards.map((card) => `/cards/${card.slug}`),
    ...articles.map((article) => `/articles/${article.slug}`),
    ...cases.map((item) => `/games/cases/${item.slug}`),
    ...giveaways.map((giveaway) => `/games/giveaways/${giveaway.type}/${giveaway.slug}`),
  ]
  return paths.map((path) => ({ path }))
}
