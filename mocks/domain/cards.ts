import type { Db } from '../db/db.ts'
import type { CardPromocodeRow } from '../db/schema/card-promocodes.ts'
import type { CardRow } from '../db/schema/cards.ts'
import { defineIndex, groupSorted, uniqueBy } from '../db/indexes.ts'
import { categoryBySlugOrNull, type Locale } from './core.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'
import { filterByText } from './text-match.ts'

const SIMILAR_CARDS = 6

function byPosition(a: CardRow, b: CardRow): number {
  return a.position - b.position
}

/** The cards in the orders lists show them, by the keys they are looked up by. */
const cardIndex = defineIndex((rows: readonly CardRow[]) => {
  const ordered = [...rows].sort(byPosition)
  return {
    ordered,
    bySlug: uniqueBy(rows, (card) => card.slug),
    byCategory: groupSorted(ordered, (card) => card.categoryId, byPosition),
    bySubcategory: groupSorted(ordered, (card) => card.subcategoryId, byPosition),
    top: ordered.filter((card) => card.top),
  }
})

export function cardsIndex(db: Db): ReturnType<typeof cardIndex> {
  return cardIndex(db.cards)
}

/** Cards, optionally of one category (by slug; an unknown one finds nothing) and matching a text. */
export function listCards(
  db: Db,
  query: { category?: string; search?: string; locale: Locale; page: number },
): Page<CardRow> {
  const { category, search, locale } = query
  const index = cardsIndex(db)
  const categoryId = category === undefined ? undefined : categoryBySlugOrNull(db, category)?.id
  const rows =
    category === undefined ? index.ordered : categoryId === undefined ? [] : (index.byCategory.get(categoryId) ?? [])
  return paginate(filterByText(rows, search, locale), query.page)
}

export function topCards(db: Db): CardRow[] {
  return [...cardsIndex(db).top]
}

export function cardBySlug(db: Db, slug: string): CardRow {
  const row = cardsIndex(db).bySlug.get(slug)
  if (!row) throw notFound(m.cardNotFound)
  return row
}

/** Other cards of the same category, in the category's order. */
export function similarCards(db: Db, card: CardRow): CardRow[] {
  const sameCategory = cardsIndex(db).byCategory.get(card.categoryId) ?? []
  return sameCategory
    .slice(0, SIMILAR_CARDS + 1)
    .filter((other) => other.id !== card.id)
    .slice(0, SIMILAR_CARDS)
}

export function promocodesOf(db: Db, card: CardRow): CardPromocodeRow[] {
  return db.cardPromocodes.findMany((q) => q.where({ cardId: card.id })).sort((a, b) => a.id - b.id)
}
