import { http, HttpResponse, type HttpHandler } from 'msw'
import type { paths } from '~/api/schema'

/**
 * One answer of the fake backend replaced for a story or a test, typed by the contract: the
 * path must be one of its paths with that method, the status one the operation lists and the
 * body that status's schema, so a renamed path or a changed answer fails the typecheck.
 *
 *   apiOverride('get', '/cases/{slug}', ({ params }) => ({ status: 404, body: { error: `No case ${params.slug}` } }))
 *   apiOverride('post', '/notifications/view', () => networkError)
 *   apiOverride('post', '/cards/{slug}/comments/add', async () => { await gate }) // then the fake backend answers
 *
 * Returning nothing hands the request on to the fake backend's own handler (after a delay or a
 * held answer, or when only some requests are to be replaced).
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The contract's paths that have an operation for `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never
}[keyof paths]

type Operation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M]
type Responses<Op> = Op extends { responses: infer R } ? R : never
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined

/** A status the operation lists, with the body its schema gives (none for bodiless answers such as 204). */
type ApiAnswer<Op> = {
  [S in keyof Responses<Op>]: JsonBody<Responses<Op>[S]> extends undefined
    ? { status: S }
    : { status: S; body: JsonBody<Responses<Op>[S]> }
}[keyof Responses<Op>]

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never

/** The connection fails: the app's client sees a network error. */
export const networkError = Symbol('network error')

interface OverrideRequest<P extends string> {
  request: Request
  url: URL
  params: Record<ParamNames<P>, string>
}

/** Nothing (`void`) hands the request on. */
type Outcome<M extends ApiMethod, P extends ApiPath<M>> = ApiAnswer<Operation<M, P>> | typeof networkError | void

type Resolver<M extends ApiMethod, P extends ApiPath<M>> = (
  input: OverrideRequest<P>,
) => Outcome<M, P> | Promise<Outcome<M, P>>

function isAnswer(value: object): value is { status: string | number; body?: unknown } {
  return 'status' in value
}

export function apiOverride<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  resolve: NoInfer<Resolver<M, P>>,
  /** `once`: answers the first matching request only, then steps aside. */
  options?: { once?: boolean },
): HttpHandler {
  const pattern = `*/api${String(path).replace(/\{(\w+)\}/g, ':$1')}`
  return http[method](
    pattern,
    async ({ request, params }) => {
      const answer = await resolve({
        request,
        url: new URL(request.url),
        params: params as Record<ParamNames<P>, string>,
      })
      if (answer === undefined) return undefined
      if (answer === networkError) return HttpResponse.error()
      if (typeof answer !== 'object' || answer === null || !isAnswer(answer))
        throw new Error(`apiOverride ${method} ${String(path)}: not an answer`)
      const status = Number(answer.status)
      return 'body' in answer ? HttpResponse.json(answer.body as never, { status }) : new HttpResponse(null, { status })
    },
    options,
  )
}
