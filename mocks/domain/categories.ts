import type { Db } from '../db/db.ts'
import type { CardRow } from '../db/schema/cards.ts'
import type { CategoryRow } from '../db/schema/categories.ts'
import type { SubcategoryRow } from '../db/schema/subcategories.ts'
import { cardsIndex } from './cards.ts'
import { categoryBySlugOrNull, sortedCategories, type Locale } from './core.ts'
import { notFound } from './errors.ts'
import { m } from './messages.ts'
import { paginate, type Page } from './pagination.ts'
import { includesText } from './text-match.ts'

export function listCategories(db: Db, query: { search?: string; locale: Locale; page: number }): Page<CategoryRow> {
  const { search } = query
  const rows = sortedCategories(db).filter((row) => !search || includesText(row.name[query.locale], search))
  return paginate(rows, query.page)
}

export function categoryBySlug(db: Db, slug: string): CategoryRow {
  const row = categoryBySlugOrNull(db, slug)
  if (!row) throw notFound(m.categoryNotFound)
  return row
}

export function subcategoriesOf(db: Db, category: CategoryRow): SubcategoryRow[] {
  return db.subcategories.findMany((q) => q.where({ categoryId: category.id })).sort((a, b) => a.position - b.position)
}

export function subcategoryBySlug(db: Db, category: CategoryRow, slug: string): SubcategoryRow {
  const row = db.subcategories.findFirst((q) => q.where({ categoryId: category.id, slug }))
  if (!row) throw notFound(m.subcategoryNotFound)
  return row
}

/** The category's cards; with a subcategory slug only that subcategory's (none for an unknown slug). */
export function categoryCards(
  db: Db,
  category: CategoryRow,
  query: { subcategory?: string; page: number },
): Page<CardRow> {
  const index = cardsIndex(db)
  let rows: readonly CardRow[] = index.byCategory.get(category.id) ?? []
  if (query.subcategory !== undefined) {
    const sub = db.subcategories.findFirst((q) => q.where({ categoryId: category.id, slug: query.subcategory }))
    rows = sub ? (index.bySubcategory.get(sub.id) ?? []).filter((card) => card.categoryId === category.id) : []
  }
  return paginate(rows, query.page)
}
