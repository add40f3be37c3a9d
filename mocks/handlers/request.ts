import type { Localized } from '../db/schema/fragments.ts'
import type { Locale } from '../domain/core.ts'
import { invalid, rejected } from '../domain/errors.ts'
import { m } from '../domain/messages.ts'

/**
 * What a handler reads of a request beyond its path: the language, the page and filters of the
 * query, and the fields of the body in whatever encoding it comes.
 */

export function localeOf(request: Request): Locale {
  const header = request.headers.get('Accept-Language') ?? ''
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'ru'
}

/**
 * A handler's view of the query: its parameters by the names the operation's contract gives them
 * (route() types `Name` and `Filter` by the operation), as the text the address holds.
 */
export interface QueryReader<Name extends string = string, Filter extends string = string> {
  readonly get: (name: Name) => string | null
  /** These `filter[key]` values; another key in the address is a field error, as the contract closes them. */
  readonly filter: <K extends Filter>(keys: readonly K[]) => Partial<Record<K, string>>
}

export function queryReader(url: URL): QueryReader {
  return { get: (name) => url.searchParams.get(name), filter: (keys) => knownFilter(url, keys) }
}

/** `?page=`: a whole number from `first` (1, or 0 for the shop); anything else is a field error. */
export function pageParam(query: { readonly get: (name: 'page') => string | null }, first: 0 | 1 = 1): number {
  const raw = query.get('page')
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

function knownFilter<K extends string>(url: URL, keys: readonly K[]): Partial<Record<K, string>> {
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
