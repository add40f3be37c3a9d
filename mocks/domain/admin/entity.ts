import type { Db } from '../../db/db.ts'
import type { Localized } from '../../db/schema/fragments.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Locale } from '../core.ts'
import type { Fields } from './input.ts'
import type { AdminSection } from './sections.ts'

/**
 * One kind of record the admin panel manages, as the generic layer (./crud.ts) needs it:
 * where its rows are, how a list finds, filters and orders them, how a request's fields
 * become a row, and what still uses a row. Each kind's rules live in its own file next to
 * this one, with their tests.
 */
export interface AdminEntity<Row extends { id: number }> {
  section: AdminSection
  rows(db: Db): Row[]
  /** The texts `search` looks in (names, titles, slugs, codes; both languages), related rows' too. */
  searchText(row: Row, db: Db): string[]
  /** `filter[<key>]` of the list: how the value is read and which rows it keeps. */
  filters: Readonly<Record<string, AdminFilter<Row>>>
  /** `sort=<key>` (ascending; `-<key>` descending). Ties keep the id order. */
  sorts: Readonly<Record<string, (a: Row, b: Row, context: SortContext) => number>>
  defaultSort: string
  /** Reads, checks and writes a new row; field problems throw one 422. */
  create(context: AdminContext, fields: Fields): Promise<Row>
  update(context: AdminContext, row: Row, fields: Fields): Promise<Row>
  /** What still uses the row ("24 cards"); a deletion is refused while there is any. */
  usedBy(db: Db, row: Row): Localized[]
  /** Deletes the row and what belongs only to it; may still refuse (409) for reasons of its own. */
  remove(context: AdminContext, row: Row): Promise<void> | void
}

export interface AdminContext {
  db: Db
  /** The admin making the change. */
  actor: UserRow
}

export interface SortContext {
  db: Db
  locale: Locale
}

export type FilterValue = number | boolean | string

interface AdminFilter<Row> {
  /** `id`: a positive whole number; `boolean`: true or false; a list: one of its values; `text`: any text. */
  type: 'id' | 'boolean' | 'text' | readonly string[]
  matches(row: Row, value: FilterValue, db: Db): boolean
}

/** Compares localized names in the request's language, the way people read them. */
export function byLocalized<Row>(pick: (row: Row) => Localized): (a: Row, b: Row, context: SortContext) => number {
  return (a, b, { locale }) => pick(a)[locale].localeCompare(pick(b)[locale], locale)
}

export function byNumber<Row>(pick: (row: Row, db: Db) => number): (a: Row, b: Row, context: SortContext) => number {
  return (a, b, { db }) => pick(a, db) - pick(b, db)
}

export function byText<Row>(pick: (row: Row) => string): (a: Row, b: Row) => number {
  return (a, b) => pick(a).localeCompare(pick(b))
}

/** Whether another row than `exceptId` already has this value (slugs, codes; compared without case). */
export function isTaken<Row extends { id: number }>(
  rows: readonly Row[],
  pick: (row: Row) => string,
  value: string,
  exceptId?: number,
): boolean {
  const wanted = value.toLowerCase()
  return rows.some((row) => row.id !== exceptId && pick(row).toLowerCase() === wanted)
}
