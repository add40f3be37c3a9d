import { queryOptions } from '@tanstack/react-query'
import { unwrap, type ApiClient } from '~/api/client'
import type { Schemas } from '~/api/types'
import { sitemapKeys } from './keys'

interface ListPage<T> {
  data: T[]
  pagination: Schemas['Pagination']
}

/** A sitemap is a page for people: past this many pages of one list, the rest is left out. */
const MAX_PAGES = 50

/** Every item of a paginated list: the first page tells how many more to fetch in parallel. */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<ListPage<T>>): Promise<T[]> {
  const first = await fetchPage(1)
  const last = Math.min(first.pagination.last_page, MAX_PAGES)
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, index) => fetchPage(index + 2)))
  return [first, ...rest].flatMap((page) => page.data)
}

interface SitemapCategory {
  name: string
  slug: string
  subcategories: Array<Pick<Schemas['Subcategory'], 'name' | 'slug'>>
}

interface Sitemap {
  categories: SitemapCategory[]
  cards: Array<Pick<Schemas['CardListItem'], 'title' | 'slug'>>
  articles: Array<Pick<Schemas['ArticleListItem'], 'title' | 'slug'>>
}

async function fetchSitemap(api: ApiClient): Promise<Sitemap> {
  const [categories, cards, articles] = await Promise.all([
    fetchAllPages((page) => unwrap(api.GET('/categories', { params: { query: { page } } }))),
    fetchAllPages((page) => unwrap(api.GET('/cards', { params: { query: { page } } }))),
    fetchAllPages((page) => unwrap(api.GET('/articles', { params: { query: { page } } }))),
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
  }
}

/** Every category, subcategory, card and article, for the /sitemap page. */
export function sitemapQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sitemapKeys.all,
    queryFn: () => fetchSitemap(api),
    staleTime: 10 * 60_000,
  })
}
