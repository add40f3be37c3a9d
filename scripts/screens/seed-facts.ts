import type { components } from '../../src/api/schema'
import { personas } from '../../mocks/personas.ts'
import type { SeedFacts } from './screens.ts'

type Schemas = components['schemas']

async function get<T>(apiBaseUrl: string, path: string, cookie?: string): Promise<T> {
  const response = await fetch(`${apiBaseUrl}${path}`, { headers: cookie ? { cookie } : {} })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

function first<T>(rows: readonly T[], what: string): T {
  const [row] = rows
  if (row === undefined) throw new Error(`The seed has no ${what}`)
  return row
}

/** The seed's first record of each kind a parameterised route shows, read through the API. */
export async function readSeedFacts(apiBaseUrl: string, adminCookie: string): Promise<SeedFacts> {
  const [categories, cards, articles, cases, giveaways, drops, access] = await Promise.all([
    get<Schemas['CategoryPage']>(apiBaseUrl, '/categories'),
    get<Schemas['CardPage']>(apiBaseUrl, '/cards'),
    get<Schemas['ArticlePage']>(apiBaseUrl, '/articles'),
    get<{ data: { slug: string }[] }>(apiBaseUrl, '/cases'),
    get<{ data: { slug: string; type: string }[] }>(apiBaseUrl, '/giveaways'),
    get<{ data: { id: number }[] }>(apiBaseUrl, '/cases/last-items'),
    get<{ data: { sections: string[] } }>(apiBaseUrl, '/admin/access', adminCookie),
  ])
  const category = first(categories.data, 'category').slug
  const subcategories = await get<Schemas['SubcategoriesResponse']>(apiBaseUrl, `/categories/${category}/subcategories`)
  const giveawayOf = (type: string) =>
    first(
      giveaways.data.filter((row) => row.type === type),
      `${type} giveaway`,
    ).slug
  const adminSections = await Promise.all(
    access.data.sections.map(async (section) => {
      const list = await get<{ data: { id: number }[] }>(apiBaseUrl, `/admin/${section}`, adminCookie)
      return { section, firstId: list.data[0]?.id ?? null }
    }),
  )
  return {
    category,
    subcategory: first(subcategories.data, 'subcategory').slug,
    card: first(cards.data, 'card').slug,
    article: first(articles.data, 'article').slug,
    case: first(cases.data, 'case').slug,
    giveaways: { games: giveawayOf('games'), promocodes: giveawayOf('promocodes') },
    dropId: first(drops.data, 'drop').id,
    refCode: personas.regular.refCode,
    adminSections,
  }
}
