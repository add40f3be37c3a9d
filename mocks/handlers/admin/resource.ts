import { http } from 'msw'
import type { Db } from '../../db/db.ts'
import { db } from '../../db/db.ts'
import type { Locale } from '../../domain/core.ts'
import {
  createRecord,
  deleteRecord,
  findRecord,
  listRecords,
  updateRecord,
  type AdminListQuery,
} from '../../domain/admin/crud.ts'
import type { AdminEntity } from '../../domain/admin/entity.ts'
import { adminMessages } from '../../domain/admin/messages.ts'
import { invalid, notFound } from '../../domain/errors.ts'
import { apiPath, filterParams, json, noContent, pageParam, readForm, route } from '../route.ts'
import { presentPagination } from '../../present/content.ts'

/**
 * The HTTP side of one admin kind: the contract's five operations on `/admin/<section>` and
 * `/admin/<section>/{id}`, answered through the generic layer (mocks/domain/admin/crud.ts)
 * and shaped by the kind's presenters.
 */
export interface AdminResource<Row extends { id: number }, Record, ListItem = Record> {
  entity: AdminEntity<Row>
  present: (db: Db, row: Row, locale: Locale) => Record
  /** The shape of a list row, when lists answer less than a record. */
  presentListItem?: (db: Db, row: Row, locale: Locale) => ListItem
}

const PER_PAGE_DEFAULT = 20
const PER_PAGE_MAX = 100

export function perPageParam(url: URL): number {
  const raw = url.searchParams.get('per_page')
  if (raw === null || raw === '') return PER_PAGE_DEFAULT
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > PER_PAGE_MAX)
    throw invalid({ per_page: [adminMessages.wholeNumber(1, PER_PAGE_MAX)] })
  return Number(raw)
}

/** `{id}` of an admin path; anything but a positive whole number finds nothing. */
export function idParam(params: Readonly<Record<string, string>>): number {
  const raw = params.id ?? ''
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw notFound(adminMessages.recordNotFound)
  return Number(raw)
}

function listQuery(url: URL, locale: Locale): AdminListQuery {
  const search = url.searchParams.get('search')?.trim()
  const sort = url.searchParams.get('sort')
  return {
    page: pageParam(url),
    perPage: perPageParam(url),
    search: search === '' ? undefined : search,
    sort: sort === null || sort === '' ? undefined : sort,
    filters: filterParams(url),
    locale,
  }
}

export function resourceHandlers<Row extends { id: number }, Record, ListItem>(
  resource: AdminResource<Row, Record, ListItem>,
) {
  const { entity } = resource
  const path = `/admin/${entity.section}`
  const listItem = resource.presentListItem ?? resource.present
  return [
    http.get(
      apiPath(path),
      route(({ url, user, locale }) => {
        const page = listRecords(db, entity, user, listQuery(url, locale))
        return json({ data: page.items.map((row) => listItem(db, row, locale)), pagination: presentPagination(page) })
      }),
    ),
    http.post(
      apiPath(path),
      route(async ({ request, user, locale }) => {
        const row = await createRecord(db, entity, user, await readForm(request))
        return json({ data: resource.present(db, row, locale) }, 201)
      }),
    ),
    http.get(
      apiPath(`${path}/:id`),
      route(({ params, user, locale }) =>
        json({ data: resource.present(db, findRecord(db, entity, user, idParam(params)), locale) }),
      ),
    ),
    http.put(
      apiPath(`${path}/:id`),
      route(async ({ request, params, user, locale }) => {
        const row = await updateRecord(db, entity, user, idParam(params), await readForm(request))
        return json({ data: resource.present(db, row, locale) })
      }),
    ),
    http.delete(
      apiPath(`${path}/:id`),
      route(async ({ params, user }) => {
        await deleteRecord(db, entity, user, idParam(params))
        return noContent()
      }),
    ),
  ]
}
