import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw'
import type {
  ApiAnswer,
  ApiFilterKey,
  ApiFormFields,
  ApiMethod,
  ApiOperation,
  ApiParams,
  ApiPath,
  ApiQueryName,
} from '../../src/api/contract-types.ts'
import { db } from '../db/db.ts'
import type { UserRow } from '../db/schema/users.ts'
import { ensureSeeded } from '../db/state.ts'
import type { Locale } from '../domain/core.ts'
import { DomainError } from '../domain/errors.ts'
import { withImageOrigin } from '../domain/fake-images.ts'
import { SESSION_COOKIE, userBySession } from '../domain/sessions.ts'
import { isoDate, pick } from '../present/text.ts'
import type { Schemas } from '../present/types.ts'
import { apiPattern } from './api-pattern.ts'
import { localeOf, queryReader, readForm, type QueryReader } from './request.ts'

/**
 * How a handler is declared. `route` is for the contract's operations and is typed by it (see
 * src/api/contract-types.ts): the path is one the contract has for that method, `params` holds
 * its `{names}`, `form()` the request body's fields by their contract names, and the resolver
 * answers one of the statuses the operation lists with that status's body, so a change to the
 * contract that the fake backend does not follow fails the typecheck. `fakeOnlyRoute` is for
 * the fake backend's own addresses (test controls, fake pictures, the fake sign-in pages),
 * which the contract does not have and whose answers are not JSON of its schemas.
 *
 * Both wait for the seeded database, find the user of the session cookie, answer in the
 * request's language and turn a domain refusal into its status and envelope; anything else is
 * a bug and answers 500.
 */

interface RequestContext<P extends string> {
  request: Request
  url: URL
  params: ApiParams<P>
  locale: Locale
  /** The signed-in user, or null for a guest. */
  user: UserRow | null
  token: string | null
}

type AnswerHeaders = Record<string, string>

/** Only `answer` and `empty` make one: a plain object would escape the checks of their arguments. */
declare const answered: unique symbol
type Answered<Op> = ContractAnswer & { readonly [answered]: Op }

type StatusWithBody<Op> = Extract<ApiAnswer<Op>, { body: unknown }>['status']
type BodilessStatus<Op> = Exclude<ApiAnswer<Op>['status'], StatusWithBody<Op>>
type BodyOf<Op, S> = Extract<ApiAnswer<Op>, { status: S; body: unknown }>['body']

interface RouteContext<P extends string, Op> extends RequestContext<P> {
  /** The query's parameters by the operation's names for them: a name the contract lacks fails the typecheck. */
  query: QueryReader<ApiQueryName<Op>, ApiFilterKey<Op>>
  /**
   * The body's fields, read when asked: a refusal that comes first (a guest, say) does not
   * depend on the body. Their values are checked by the domain, which answers 422.
   */
  form: () => Promise<ApiFormFields<Op>>
  /** A status the operation lists and that status's body, to the field. */
  answer: <S extends StatusWithBody<Op>>(status: S, body: BodyOf<Op, S>, headers?: AnswerHeaders) => Answered<Op>
  /** A status the operation lists without a body, such as 204. */
  empty: (status: BodilessStatus<Op>, headers?: AnswerHeaders) => Answered<Op>
}

type Resolver<P extends string, Op> = (context: RouteContext<P, Op>) => Answered<Op> | Promise<Answered<Op>>

export function route<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  resolve: NoInfer<Resolver<P, ApiOperation<M, P>>>,
): HttpHandler {
  return http[method](
    apiPattern(path),
    answering<P>(async (context) => {
      const made = await resolve({
        ...context,
        query: queryReader(context.url),
        form: () => readForm(context.request),
        answer: (status, body, headers) => brand({ status, body, headers }),
        empty: (status, headers) => brand({ status, headers }),
      })
      return answerResponse(made)
    }),
  )
}

/** What the type of a contract path with this method says instead of the path. */
type UseRoute = 'the contract has this operation: declare it with route()'

/** A path the fake backend answers though the contract does not have it (`{names}` as in the contract). */
export function fakeOnlyRoute<M extends ApiMethod, P extends string>(
  method: M,
  path: P extends ApiPath<M> ? UseRoute : P,
  resolve: (context: RequestContext<P>) => Response | Promise<Response>,
): HttpHandler {
  return http[method](apiPattern(path), answering<P>(resolve))
}

/** The brand is a type only: what is sent is the plain answer. */
function brand<Op>(answer: ContractAnswer): Answered<Op> {
  return answer as Answered<Op>
}

interface ContractAnswer {
  status: unknown
  body?: unknown
  headers?: AnswerHeaders
}

function answerResponse(answer: ContractAnswer): Response {
  const status = Number(answer.status)
  return 'body' in answer ? json(answer.body, status, answer.headers) : noContent(answer.headers, status)
}

function answering<P extends string>(resolve: (context: RequestContext<P>) => Response | Promise<Response>) {
  return async ({
    request,
    params,
    cookies,
  }: {
    request: Request
    params: PathParams
    cookies: Record<string, string>
  }): Promise<Response> => {
    const locale = localeOf(request)
    try {
      await ensureSeeded()
      const token = cookies[SESSION_COOKIE] ?? null
      const url = new URL(request.url)
      const user = userBySession(db, token)
      // msw fills the pattern's own `:names`, which are the path's `{names}` (apiPattern).
      const named = flatParams(params) as ApiParams<P>
      return withImagesOn(url.origin, await resolve({ request, url, params: named, locale, user, token }))
    } catch (error) {
      if (error instanceof DomainError) return errorResponse(error, locale)
      console.error('[fake backend]', request.method, request.url, error)
      return HttpResponse.json(
        { error: locale === 'en' ? 'Something went wrong...' : 'Что-то пошло не так...' },
        { status: 500 },
      )
    }
  }
}

function flatParams(params: PathParams): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') flat[key] = value
    else if (value && value[0] !== undefined) flat[key] = value[0]
  }
  return flat
}

function errorResponse(error: DomainError, locale: Locale): Response {
  switch (error.kind) {
    case 'unauthorized':
      return HttpResponse.json({}, { status: 401 })
    case 'forbidden':
      return HttpResponse.json({ error: pick(error.text, locale) }, { status: 403 })
    case 'not-found':
      return HttpResponse.json({ error: pick(error.text, locale) }, { status: 404 })
    case 'rejected': {
      const body: Schemas['Error'] = { error: pick(error.text, locale) }
      if (error.availableAtMs !== null) body.availableAt = isoDate(error.availableAtMs)
      if (error.needs.length > 0) body.needs = [...error.needs]
      return HttpResponse.json(body, { status: 400 })
    }
    case 'conflict':
      return HttpResponse.json({ error: pick(error.text, locale) }, { status: 409 })
    case 'invalid': {
      const errors: Record<string, string[]> = {}
      for (const [field, texts] of Object.entries(error.fields)) errors[field] = texts.map((text) => pick(text, locale))
      return HttpResponse.json({ errors }, { status: 422 })
    }
  }
}

/** A JSON answer with the seeded pictures' addresses on the API's origin (see mocks/domain/fake-images.ts). */
async function withImagesOn(origin: string, response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return response
  const text = await response.clone().text()
  const rewritten = withImageOrigin(text, origin)
  // An answer without pictures stays the very response: in the browser a copy would lose its
  // Set-Cookie (a scenario's sign-in on reset), which only msw's own response object carries.
  if (rewritten === text) return response
  return new HttpResponse(rewritten, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/** A JSON answer of a fake-only address (the contract's answers are typed by `route`). */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

export function noContent(headers?: Record<string, string>, status = 204): Response {
  return new HttpResponse(null, { status, headers })
}
