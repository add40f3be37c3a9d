import { HttpResponse, type PathParams } from 'msw'
import { db } from '../db/db.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { UserRow } from '../db/schema/users.ts'
import { ensureSeeded } from '../db/state.ts'
import type { Locale } from '../domain/core.ts'
import { DomainError, invalid, rejected } from '../domain/errors.ts'
import { withImageOrigin } from '../domain/fake-images.ts'
import { m } from '../domain/messages.ts'
import { SESSION_COOKIE, userBySession } from '../domain/sessions.ts'
import { isoDate, pick } from '../present/text.ts'
import type { Schemas } from '../present/types.ts'

/**
 * The HTTP glue shared by every handler: paths on any origin, the request's language and
 * user, form parsing, and the mapping of domain refusals onto the contract's envelopes.
 */

/** `'/core'` -> `'*\/api/core'`: the same handlers answer on any origin (worker, Node, HTTP). */
export function apiPath(path: string): string {
  return `*/api${path}`
}

export function localeOf(request: Request): Locale {
  const header = request.headers.get('Accept-Language') ?? ''
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'ru'
}

interface RouteContext {
  request: Request
  url: URL
  params: Record<string, string>
  locale: Locale
  /** The signed-in user, or null for a guest. */
  user: UserRow | null
  token: string | null
}

type Resolver = (context: RouteContext) => Response | Promise<Response>

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

/**
 * Wraps a resolver: waits for the seeded database, finds the user of the session cookie,
 * and turns a domain refusal into its status. Anything else is a bug and answers 500.
 */
export function route(resolver: Resolver) {
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
      return withImagesOn(
        url.origin,
        await resolver({ request, url, params: flatParams(params), locale, user: userBySession(db, token), token }),
      )
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

/** A JSON answer; callers annotate `body` with the contract's generated type. */
export function json<T>(body: T, status = 200, headers?: Record<string, string>): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

export function noContent(headers?: HeadersInit): Response {
  return new HttpResponse(null, { status: 204, headers })
}

/** `?page=`: a whole number from `first` (1, or 0 for the shop); anything else is a field error. */
export function pageParam(url: URL, first: 0 | 1 = 1): number {
  const raw = url.searchParams.get('page')
  if (raw === null || raw === '') return first
  // A number past the safe integers is no page anyone has: refused like any other bad value.
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < first) throw invalid({ page: [m.pageInvalid(first)] })
  return Number(raw)
}

/**
 * The `filter[key]=value` query parameters (deepObject style) as a plain record. An empty
 * value means the filter is not set, as when a form sends an empty field.
 */
export function filterParams(url: URL): Record<string, string> {
  const filter: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    const match = /^filter\[([^\]]+)\]$/.exec(key)
    if (match?.[1] && value !== '') filter[match[1]] = value
  }
  return filter
}

/** Only the filter keys an operation knows; an unknown key is a field error, as the contract closes them. */
export function knownFilter<K extends string>(url: URL, keys: readonly K[]): Partial<Record<K, string>> {
  const raw = filterParams(url)
  const known: Partial<Record<K, string>> = {}
  const unknown: Record<string, Localized[]> = {}
  for (const [key, value] of Object.entries(raw)) {
    const match = keys.find((candidate) => candidate === key)
    if (match) known[match] = value
    else unknown[`filter.${key}`] = [m.oneOf(keys)]
  }
  if (Object.keys(unknown).length > 0) throw invalid(unknown)
  return known
}

/**
 * The request's fields, whatever the encoding: the site sends multipart form data (nested
 * objects as JSON text), tests and tools may send JSON or a urlencoded form.
 */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    const text = await request.text()
    if (text.trim() === '') return {}
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw rejected(m.malformedBody)
    }
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {}
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await formDataOf(request)
    const fields: Record<string, unknown> = {}
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
    return fields
  }
  return {}
}

/** The request's form, or a 400 when its body is not the form its Content-Type says (a broken multipart body). */
export async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw rejected(m.malformedForm)
  }
}

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * Not HttpOnly on purpose: in the browser host msw writes mocked cookies to
 * `document.cookie`, which cannot hold HttpOnly ones.
 */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`
}

export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
