import type { Db } from '../db/db.ts'
import type { CardPromocodeRow } from '../db/schema/card-promocodes.ts'
import type { CardRow } from '../db/schema/cards.ts'
import type { Locale } from './core.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'
import { includesText } from './text-match.ts'

const SIMILAR_CARDS = 6

function byPosition(a: CardRow, b: CardRow): number {
  return a.position - b.position
}

/** Cards, optionally of one category (by slug; an unknown one finds nothing) and matching a text. */
export function listCards(db: Db, query: { category?: string; search?: string; locale: Locale; page: number }): Page<CardRow> {
  const { category, search, locale } = query
  const categoryRow = category === undefined ? undefined : db.categories.findFirst((q) => q.where({ slug: category }))
  const rows = db.cards
    .findMany()
    .filter((card) => category === undefined || card.categoryId === categoryRow?.id)
    .filter((card) => !search || includesText(card.title[locale], search) || includesText(card.description[locale], search))
    .sort(byPosition)
  return paginate(rows, query.page)
}

export function topCards(db: Db): CardRow[] {
  return db.cards.findMany((q) => q.where({ top: true })).sort(byPosition)
}

export function cardBySlug(db: Db, slug: string): CardRow {
  const row = db.cards.findFirst((q) => q.where({ slug }))
  if (!row) throw notFound(m.cardNotFound)
  return row
}

/** Other cards of the same category, in the category's order. */
export function similarCards(db: Db, card: CardRow): CardRow[] {
  return db.cards
    .findMany((q) => q.where({ categoryId: card.categoryId }))
    .filter((other) => other.id !== card.id)
    .sort(byPosition)
    .slice(0, SIMILAR_CARDS)
}

export function promocodesOf(db: Db, card: CardRow): CardPromocodeRow[] {
  return db.cardPromocodes.findMany((q) => q.where({ cardId: card.id })).sort((a, b) => a.id - b.id)
}
