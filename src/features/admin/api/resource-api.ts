/**
 * One typed client per kind of admin record, from the two paths of the contract:
 *
 *   export const categoriesApi = createResourceApi('/admin/categories', '/admin/categories/{id}')
 *   const page = await categoriesApi(api).list({ page: 2, sort: '-name' })   // { data, pagination }
 *   const record = await categoriesApi(api).get(7)                           // Schemas['AdminCategory']
 *   await categoriesApi(api).update(7, input)                                // Schemas['AdminCategoryInput']
 *
 * Every type (list item, record, list query with its sorts and filters, create and update input)
 * is read from the generated `paths`; nothing is written twice. Failures are `ApiError`s
 * (`unwrap`), so screens classify them like any other call.
 */
import { unwrap, type ApiClient } from '~/api/client'
import type { paths } from '~/api/schema'
import type { Schemas } from '~/api/types'

type AdminPath = Extract<keyof paths, `/admin/${string}`>

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never
type FormOf<B> = B extends { content: { 'multipart/form-data': infer Body } } ? Body : never

/** A path that lists a kind (GET, one page) and creates one (POST). */
export type AdminListPath = {
  [P in AdminPath]: paths[P] extends { get: { responses: { 200: unknown } }; post: { requestBody?: unknown } }
    ? P
    : never
}[AdminPath]

/** The record path of a list path: reads, replaces and deletes one record. */
export type AdminRecordPath<L extends AdminListPath> = Extract<`${L}/{id}`, AdminPath>

type ListOperation<L extends AdminListPath> = paths[L]['get']
type RecordPathItem<L extends AdminListPath> = paths[AdminRecordPath<L>]

/** The types of one kind of record, all derived from the contract. */
export interface ResourceTypes {
  /** A row of the list answer (sometimes a summary of the record). */
  item: { id: number }
  /** The record with every field the panel edits. */
  record: { id: number }
  /** The list query: page, per_page, search, sort and the kind's filter. */
  query: AdminListQuery
  create: object
  update: object
}

/** What every admin list takes (`filter` is a deepObject of the kind's filters). */
export interface AdminListQuery {
  page?: number
  per_page?: number
  search?: string
  sort?: string
  filter?: object
}

export type TypesOf<L extends AdminListPath> = {
  item: JsonOf<ListOperation<L>['responses'][200]> extends { data: Array<infer Item extends { id: number }> }
    ? Item
    : never
  record: RecordPathItem<L> extends { get: { responses: { 200: infer R } } }
    ? JsonOf<R> extends { data: infer Rec extends { id: number } }
      ? Rec
      : never
    : never
  query: NonNullable<ListOperation<L>['parameters']['query']>
  create: paths[L] extends { post: { requestBody: infer B } } ? FormOf<B> : never
  update: RecordPathItem<L> extends { put: { requestBody: infer B } } ? FormOf<B> : never
}

/** @public */
export interface ListPage<Item> {
  data: Item[]
  pagination: Schemas['Pagination']
}

/** The calls of one kind, bound to an API client. @public */
export interface ResourceClient<T extends ResourceTypes> {
  list(query: T['query']): Promise<ListPage<T['item']>>
  get(id: number): Promise<T['record']>
  create(input: T['create']): Promise<T['record']>
  update(id: number, input: T['update']): Promise<T['record']>
  remove(id: number): Promise<void>
}

/** `createResourceApi(...)`: give it the app's API client, get the calls. */
export interface ResourceApi<T extends ResourceTypes> {
  (api: ApiClient): ResourceClient<T>
  readonly listPath: string
}

interface FetchResult {
  data?: unknown
  error?: unknown
  response: Response
}

/** openapi-fetch seen without its per-path generics, which a path held in a type parameter cannot satisfy. */
interface UntypedClient {
  GET(path: string, init: { params: { query?: object; path?: { id: number } } }): Promise<FetchResult>
  POST(path: string, init: { body: unknown }): Promise<FetchResult>
  PUT(path: string, init: { params: { path: { id: number } }; body: unknown }): Promise<FetchResult>
  DELETE(path: string, init: { params: { path: { id: number } } }): Promise<FetchResult>
}

export function createResourceApi<L extends AdminListPath>(
  listPath: L,
  recordPath: AdminRecordPath<L>,
): ResourceApi<TypesOf<L>> {
  type T = TypesOf<L>
  const bind = (api: ApiClient): ResourceClient<T> => {
    // The only assertions of the admin API: the paths and the answer types are checked by the
    // signature above against `paths`; openapi-fetch cannot check a path it sees as a type parameter.
    const client = api as unknown as UntypedClient
    const one = (id: number) => ({ params: { path: { id } } })
    return {
      list: async (query) => (await unwrap(client.GET(listPath, { params: { query } }))) as ListPage<T['item']>,
      get: async (id) => ((await unwrap(client.GET(recordPath, one(id)))) as { data: T['record'] }).data,
      create: async (input) => ((await unwrap(client.POST(listPath, { body: input }))) as { data: T['record'] }).data,
      update: async (id, input) =>
        ((await unwrap(client.PUT(recordPath, { ...one(id), body: input }))) as { data: T['record'] }).data,
      remove: async (id) => {
        await unwrap(client.DELETE(recordPath, one(id)))
      },
    }
  }
  return Object.assign(bind, { listPath })
}
