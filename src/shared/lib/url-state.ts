/*
 * Readers of values from the address. They run on every page load and in the first load's
 * route table, so they are plain functions rather than a schema library. A malformed value
 * never fails a page: it falls back.
 */

/** Reads one value of the address; never throws. */
type ParamReader<T> = (raw: unknown) => T

/** The router reads `?page=2` as the number 2 and `?q=abc` as text; a value typed by hand may be either. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return undefined
}

/** A whole number from 1 the API can read back exactly (`?page=99999999999999999999` is not one). */
function isPageNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1
}

/** `?page=N` of a list shown from page 1, the default; anything else is page 1. */
export const listPageParam: ParamReader<number> = (raw) => {
  const text = asText(raw)?.trim()
  const value = text ? Number(text) : Number.NaN
  return isPageNumber(value) ? value : 1
}

/** A page number from 1 that the route leaves out when it is not one. */
export const optionalPageParam: ParamReader<number | undefined> = (raw) => (isPageNumber(raw) ? raw : undefined)

/** A whole number from 0 (a count, a nonce), left out when it is not one. */
export const optionalCountParam: ParamReader<number | undefined> = (raw) => {
  const text = asText(raw)?.trim()
  const value = text ? Number(text) : Number.NaN
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined
}

/** Text typed into the URL by hand, which the router's JSON parser may have read as a number. */
export function textParam(fallback: string): ParamReader<string> {
  return (raw) => asText(raw) ?? fallback
}

/** Optional text; blank is left out. */
export const optionalTextParam: ParamReader<string | undefined> = (raw) => asText(raw)?.trim() || undefined

/** One of `values`, or left out. */
export function optionalEnumParam<const T extends readonly string[]>(values: T): ParamReader<T[number] | undefined> {
  return (raw) => (typeof raw === 'string' && values.includes(raw) ? raw : undefined)
}

/**
 * A path of this site (`/profile?page=2`), left out when it is anything else: a value that a page
 * sends the visitor back to must not lead to another site (`//evil.example`, `https://…`).
 */
export const optionalSameSitePathParam: ParamReader<string | undefined> = (raw) =>
  typeof raw === 'string' && raw.length <= 2048 && /^\/(?![/\\])/.test(raw) ? raw : undefined

type Readers = Record<string, ParamReader<unknown>>

/** What the readers give: keys whose reader may give `undefined` are optional and left out when unset. */
export type SearchOf<R extends Readers> = {
  [K in keyof R as undefined extends ReturnType<R[K]> ? never : K]: ReturnType<R[K]>
} & {
  [K in keyof R as undefined extends ReturnType<R[K]> ? K : never]?: Exclude<ReturnType<R[K]>, undefined>
}

type SearchInput<R extends Readers> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> }

/**
 * Every key the readers know is set, `undefined` included: the router lays a route's search over
 * the address's own (`{ ...raw, ...read }`), so a key left out would let a malformed value typed
 * into the address (`?page=abc`) through to the loader. An `undefined` key is not written to links.
 */
function readAll<R extends Readers>(readers: R, raw: Record<string, unknown>): SearchOf<R> {
  const search: Record<string, unknown> = {}
  for (const key of Object.keys(readers)) search[key] = readers[key]?.(raw[key])
  return search as SearchOf<R>
}

/**
 * A route's `validateSearch` from readers, in the Standard Schema shape the router types links
 * with: a link may leave any key out (the reader gives its default).
 */
interface SearchReader<Input, Output> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly types?: { readonly input: Input; readonly output: Output }
    readonly validate: (value: unknown) => { readonly value: Output }
  }
  /** The search of a raw address object, for code outside the router (a form's submit). */
  readonly read: (raw: Record<string, unknown>) => Output
}

function searchReader<Input, Output>(read: (raw: Record<string, unknown>) => Output): SearchReader<Input, Output> {
  return {
    read,
    '~standard': {
      version: 1,
      vendor: 'url-state',
      validate: (value) => ({
        value: read(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}),
      }),
    },
  }
}

/** One reader per key; keys the route does not know are dropped. */
export function searchParams<R extends Readers>(readers: R) {
  return searchReader<SearchInput<R>, SearchOf<R>>((raw) => readAll(readers, raw))
}

type ExtraValue = string | number | boolean
type Extras = Record<string, ExtraValue | undefined>

/** Like `searchParams`, and keeps any other key whose value is text, a number or a flag. */
export function searchParamsWithExtras<R extends Readers>(readers: R) {
  return searchReader<SearchInput<R> & Extras, SearchOf<R> & Extras>((raw) => {
    const extras: Record<string, ExtraValue> = {}
    for (const [key, value] of Object.entries(raw)) {
      if (key in readers) continue
      if (
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value))
      )
        extras[key] = value
    }
    return { ...extras, ...readAll(readers, raw) }
  })
}

/**
 * A path segment that must not be empty, trimmed, at most `maxLength` long and free of control
 * characters (`/ref/%00` names nothing; shown, it would print a NUL); else the route fails to match.
 */
export function pathSegment(raw: string, maxLength = Infinity): string | false {
  const value = raw.trim()
  return value.length >= 1 && value.length <= maxLength && !/\p{Cc}/u.test(value) ? value : false
}
