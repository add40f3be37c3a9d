import { http, HttpResponse, type HttpHandler } from 'msw'
import type { ApiAnswer, ApiMethod, ApiOperation, ApiParams, ApiPath } from '~/api/contract-types'
import { apiPattern } from '../mocks/handlers/api-pattern.ts'

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

/** The connection fails: the app's client sees a network error. */
export const networkError = Symbol('network error')

interface OverrideRequest<P extends string> {
  request: Request
  url: URL
  params: ApiParams<P>
}

/** Nothing (`void`) hands the request on. */
type Outcome<M extends ApiMethod, P extends ApiPath<M>> = ApiAnswer<ApiOperation<M, P>> | typeof networkError | void

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
  return http[method](
    apiPattern(path),
    async ({ request, params }) => {
      const answer = await resolve({
        request,
        url: new URL(request.url),
        params: params as ApiParams<P>,
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
