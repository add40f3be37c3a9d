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
import type { ApiAnswer, ApiMethod, ApiOperation, ApiPath } from '../../../src/api/contract-types.ts'
import { route } from '../route.ts'
import { filterParams, pageParam, queryReader } from '../request.ts'
import { presentPagination } from '../../present/content.ts'

/** The contract's admin collections that have the five operations on `<collection>` and `<collection>/{id}`. */
type AdminCollection = {
  [P in ApiPath<'get'> & ApiPath<'post'>]: P extends `/admin/${string}`
    ? `${P}/{id}` extends ApiPath<'get'> & ApiPath<'put'> & ApiPath<'delete'>
      ? P
      : never
    : never
}[ApiPath<'get'> & ApiPath<'post'>]

type OkBody<M extends ApiMethod, P> =
  P extends ApiPath<M>
    ? Extract<ApiAnswer<ApiOperation<M, P>>, { status: 200 }> extends { body: infer B }
      ? B
      : never
    : never

/** A record as `GET <collection>/{id}` answers it (and POST and PUT, which the contract gives the same body). */
type AdminRecord<C extends AdminCollection> = OkBody<'get', `${C}/{id}`> extends { data: infer R } ? R : never
/** A row of `GET <collection>`. */
type AdminListItem<C extends AdminCollection> = OkBody<'get', C> extends { data: Array<infer I> } ? I : never

/**
 * The HTTP side of one admin kind: the contract's five operations on its collection, answered
 * through the generic layer (mocks/domain/admin/crud.ts) and shaped by the kind's presenters,
 * whose results are the contract's schemas for that collection.
 */
export interface AdminResource<C extends AdminCollection, Row extends { id: number }> {
  collection: C
  entity: AdminEntity<Row>
  present: (db: Db, row: Row, locale: Locale) => AdminRecord<C>
  presentListItem: (db: Db, row: Row, locale: Locale) => AdminListItem<C>
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
    page: pageParam(queryReader(url)),
    perPage: perPageParam(url),
    search: search === '' ? undefined : search,
    sort: sort === null || sort === '' ? undefined : sort,
    filters: filterParams(url),
    locale,
  }
}

/**
 * The collection is generic here, so TypeScript leaves the contract's answers for its paths
 * unresolved: what makes these answers right is what `AdminResource` checks for each collection
 * (its records and rows are the contract's schemas), and this says so.
 */
function checkedByResource<A>(answer: { status: number; body?: unknown }): A {
  return answer as A
}

export function resourceHandlers<C extends AdminCollection, Row extends { id: number }>(
  resource: AdminResource<C, Row>,
) {
  const { collection, entity } = resource
  const item = `${collection}/{id}` as const
  return [
    route('get', collection, ({ url, user, locale }) => {
      const page = listRecords(db, entity, user, listQuery(url, locale))
      const body = {
        data: page.items.map((row) => resource.presentListItem(db, row, locale)),
        pagination: presentPagination(page),
      }
      return checkedByResource({ status: 200, body })
    }),
    route('post', collection, async ({ form, user, locale }) => {
      const row = await createRecord(db, entity, user, await form())
      return checkedByResource({ status: 201, body: { data: resource.present(db, row, locale) } })
    }),
    route('get', item, ({ params, user, locale }) => {
      const row = findRecord(db, entity, user, idParam(params))
      return checkedByResource({ status: 200, body: { data: resource.present(db, row, locale) } })
    }),
    route('put', item, async ({ form, params, user, locale }) => {
      const row = await updateRecord(db, entity, user, idParam(params), await form())
      return checkedByResource({ status: 200, body: { data: resource.present(db, row, locale) } })
    }),
    route('delete', item, async ({ params, user }) => {
      await deleteRecord(db, entity, user, idParam(params))
      return checkedByResource({ status: 204 })
    }),
  ]
}
