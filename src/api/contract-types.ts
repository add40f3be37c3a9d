import type { paths } from './schema'

/**
 * What the contract (openapi/openapi.yaml, generated into ./schema.d.ts) allows an answer or a
 * request of one operation to be, for the code that answers in the API's place: the fake
 * backend's handlers (mocks/handlers) and the overrides of stories and tests (testing/). The
 * app itself never needs them; its client is typed by `paths` directly.
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The contract's paths that have an operation for `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never
}[keyof paths]

export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M]

type Responses<Op> = Op extends { responses: infer R } ? R : never
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined

/** A status the operation lists, with the body its schema gives (none for bodiless answers such as 204). */
export type ApiAnswer<Op> = Op extends unknown ? AnswerOf<Responses<Op>> : never

type AnswerOf<R> = {
  [S in keyof R]: JsonBody<R[S]> extends undefined ? { status: S } : { status: S; body: JsonBody<R[S]> }
}[keyof R]

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

/** The `{names}` of a path, each as the text the address holds. */
export type ApiParams<P extends string> = Record<ParamNames<P>, string>

type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never
type KeysOf<T> = [T] extends [never] ? never : Extract<keyof T, string>

/** The operation's query parameters by the names the contract gives them (`filter` holds the `filter[key]` ones). */
export type ApiQueryName<Op> = KeysOf<QueryOf<Op>>

/** The keys of the operation's `filter[key]` query parameters (deepObject style). */
export type ApiFilterKey<Op> = QueryOf<Op> extends { filter?: infer F } ? KeysOf<NonNullable<F>> : never

type RequestSchema<Op> = Op extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? C[keyof C]
    : never
  : never
type KeysOfUnion<T> = T extends unknown ? keyof T : never

/**
 * The fields of the operation's request body by the names the contract gives them. Each value
 * is `unknown`: a form sends text, a client may send anything, and whoever answers must check it.
 */
export type ApiFormFields<Op> = { readonly [K in KeysOfUnion<RequestSchema<Op>>]?: unknown }
