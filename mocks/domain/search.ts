import type { Db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import { publishedArticles } from './articles.ts'
import type { Locale } from './core.ts'
import { paginate, type Page } from './pagination.ts'
import { includesText } from './text-match.ts'

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
  const matches = (hit: SearchHit): boolean => includesText(hit.title[query.locale], query.text) || includesText(hit.description[query.locale], query.text)
  let hits: SearchHit[] = []
  if (query.type === 'cards') {
    hits = db.cards
      .findMany()
      .sort((a, b) => a.position - b.position)
      .map((card) => ({ title: card.title, description: card.description, slug: card.slug }))
      .filter(matches)
  } else if (query.type === 'articles') {
    hits = publishedArticles(db)
      .map((article) => ({ title: article.title, description: article.description, slug: article.slug }))
      .filter(matches)
  }
  return paginate(hits, query.page)
}
