import type { Db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import { publishedArticles } from './articles.ts'
import { cardsIndex } from './cards.ts'
import type { Locale } from './core.ts'
import { paginate, type Page } from './pagination.ts'
import { filterByText } from './text-match.ts'

export interface SearchHit {
  title: Localized
  description: Localized
  slug: string
}

export interface SearchQuery {
  text: string
  /** `cards` (the default) or `articles`; any other value finds nothing. */
  type: string
  locale: Locale
  page: number
}

/** Finds cards or published articles whose title or description, in the request's language, contains the text. */
export function search(db: Db, query: SearchQuery): Page<SearchHit> {
  const rows: readonly SearchHit[] =
    query.type === 'cards' ? cardsIndex(db).ordered : query.type === 'articles' ? publishedArticles(db) : []
  const page = paginate(filterByText(rows, query.text, query.locale), query.page)
  return {
    ...page,
    items: page.items.map((row) => ({ title: row.title, description: row.description, slug: row.slug })),
  }
}
