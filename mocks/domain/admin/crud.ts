import type { Db } from '../../db/db.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Locale } from '../core.ts'
import { conflict, FieldErrorCollector, notFound } from '../errors.ts'
import { paginate, type Page } from '../pagination.ts'
import { normalizeText } from '../text-match.ts'
import { requireSection } from './access.ts'
import type { AdminEntity, FilterValue } from './entity.ts'
import type { Fields } from './input.ts'
import { adminMessages as a, joinUses } from './messages.ts'

/**
 * The admin API's list, show, create, update and delete, the same for every kind: each
 * checks the user's right to the kind's section first, then applies the kind's own rules
 * (./entity.ts). Rows are found by id; an unknown id is a 404.
 */

const SEARCH_MAX = 200

export interface AdminListQuery {
  page: number
  perPage: number
  search?: string
  /** A key of the kind's `sorts`, `-` in front for descending. */
  sort?: string
  /** `filter[<key>]` values as they came in the query. */
  filters: Readonly<Record<string, string>>
  locale: Locale
}

function readFilter(type: AdminEntity<{ id: number }>['filters'][string]['type'], raw: string): FilterValue | null {
  if (type === 'id') return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : null
  if (type === 'text') return raw
  return type.includes(raw) ? raw : null
}

function filterMessage(type: AdminEntity<{ id: number }>['filters'][string]['type']) {
  if (type === 'id') return a.wholeNumber(1, Number.MAX_SAFE_INTEGER)
  if (type === 'boolean') return a.oneOf(['true', 'false'])
  if (type === 'text') return a.required
  return a.oneOf(type)
}

export function listRecords<Row extends { id: number }>(
  db: Db,
  entity: AdminEntity<Row>,
  user: UserRow | null,
  query: AdminListQuery,
): Page<Row> {
  requireSection(user, entity.section)
  const errors = new FieldErrorCollector()
  const matchers: Array<(row: Row) => boolean> = []
  for (const [key, raw] of Object.entries(query.filters)) {
    const filter = entity.filters[key]
    if (!filter) {
      errors.add(`filter.${key}`, a.oneOf(Object.keys(entity.filters)))
      continue
    }
    const value = readFilter(filter.type, raw)
    if (value === null) errors.add(`filter.${key}`, filterMessage(filter.type))
    else matchers.push((row) => filter.matches(row, value, db))
  }
  const sort = query.sort ?? entity.defaultSort
  const descending = sort.startsWith('-')
  const compare = entity.sorts[descending ? sort.slice(1) : sort]
  if (!compare) errors.add('sort', a.oneOf(Object.keys(entity.sorts).flatMap((key) => [key, `-${key}`])))
  if (query.search !== undefined && query.search.length > SEARCH_MAX) errors.add('search', a.searchTooLong(SEARCH_MAX))
  errors.throwIfAny()

  const needle = query.search ? normalizeText(query.search) : ''
  const context = { db, locale: query.locale }
  const rows = entity
    .rows(db)
    .filter((row) => needle === '' || entity.searchText(row, db).some((text) => normalizeText(text).includes(needle)))
    .filter((row) => matchers.every((matches) => matches(row)))
    .sort((x, y) => {
      const order = compare ? compare(x, y, context) : 0
      return (descending ? -order : order) || x.id - y.id
    })
  return paginate(rows, query.page, 1, query.perPage)
}

export function findRecord<Row extends { id: number }>(
  db: Db,
  entity: AdminEntity<Row>,
  user: UserRow | null,
  id: number,
): Row {
  requireSection(user, entity.section)
  const row = entity.rows(db).find((candidate) => candidate.id === id)
  if (!row) throw notFound(a.recordNotFound)
  return row
}

export async function createRecord<Row extends { id: number }>(
  db: Db,
  entity: AdminEntity<Row>,
  user: UserRow | null,
  fields: Fields,
): Promise<Row> {
  const actor = requireSection(user, entity.section)
  return entity.create({ db, actor }, fields)
}

export async function updateRecord<Row extends { id: number }>(
  db: Db,
  entity: AdminEntity<Row>,
  user: UserRow | null,
  id: number,
  fields: Fields,
): Promise<Row> {
  const row = findRecord(db, entity, user, id)
  return entity.update({ db, actor: requireSection(user, entity.section) }, row, fields)
}

/** Deletes the row, unless something still uses it (409 saying what). */
export async function deleteRecord<Row extends { id: number }>(
  db: Db,
  entity: AdminEntity<Row>,
  user: UserRow | null,
  id: number,
): Promise<void> {
  const row = findRecord(db, entity, user, id)
  const uses = entity.usedBy(db, row)
  if (uses.length > 0) throw conflict(a.inUse(joinUses(uses)))
  await entity.remove({ db, actor: requireSection(user, entity.section) }, row)
}
