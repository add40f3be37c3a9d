import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { fetchAllPages } from '~/shared/lib/all-pages'
import { sitemapKeys } from './keys'

/** A sitemap is a page for people: past this many pages of one list, the rest is left out. */
const MAX_PAGES = 50

interface SitemapCategory {
  name: string
  slug: string
  subcategories: Array<Pick<Schemas['Subcategory'], 'name' | 'slug'>>
}

interface Sitemap {
  categories: SitemapCategory[]
  cards: Array<Pick<Schemas['CardListItem'], 'title' | 'slug'>>
  articles: Array<Pick<Schemas['ArticleListItem'], 'title' | 'slug'>>
  cases: Array<Pick<Schemas['CaseSummary'], 'title' | 'slug'>>
  giveaways: Array<Pick<Schemas['GiveawayListItem'], 'title' | 'slug' | 'type'>>
}

async function fetchSitemap(api: ApiClient): Promise<Sitemap> {
  const [categories, cards, articles, cases, giveaways] = await Promise.all([
    fetchAllPages((page) => unwrap(api.GET('/categories', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/cards', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/articles', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/cases', { params: { query: { page } } })), MAX_PAGES),
    fetchAllPages((page) => unwrap(api.GET('/giveaways', { params: { query: { page } } })), MAX_PAGES),
  ])
  const withSubcategories = await Promise.all(
    categories.map(async ({ name, slug }) => {
      const { data } = await unwrap(api.GET('/categories/{slug}/subcategories', { params: { path: { slug } } }))
      return { name, slug, subcategories: data.map((s) => ({ name: s.name, slug: s.slug })) }
    }),
  )
  return {
    categories: withSubcategories,
    cards: cards.map(({ title, slug }) => ({ title, slug })),
    articles: articles.map(({ title, slug }) => ({ title, slug })),
    cases: cases.map(({ title, slug }) => ({ title, slug })),
    giveaways: giveaways.map(({ title, slug, type }) => ({ title, slug, type })),
  }
}

/** Every category, subcategory, card, article, case and giveaway, for the /sitemap page. */
export function sitemapQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sitemapKeys.all,
    queryFn: () => fetchSitemap(api),
    staleTime: 10 * 60_000,
  })
}
