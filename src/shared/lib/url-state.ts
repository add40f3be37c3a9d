import * as z from 'zod/mini'

/*
 * Schemas of values read from the address. They run on every page load, so they use Zod's
 * tree-shakable `zod/mini` build. A malformed value never fails a page: it falls back.
 */

/** `?page=N` of a list shown from page 1, the default; anything else is page 1. */
export const listPageParam = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1)

/** A page number from 1 that the route leaves out when it is not one. */
export const optionalPageParam = z.catch(z.optional(z.number().check(z.int(), z.minimum(1))), undefined)

/** Text typed into the URL by hand, which the router's JSON parser may have read as a number. */
export function textParam(fallback: string) {
  return z.catch(z._default(z.coerce.string(), fallback), fallback)
}

/** Optional text; blank is left out. */
export const optionalTextParam = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value).trim() || undefined))),
  undefined,
)

/** One of `values`, or left out. */
export function optionalEnumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined)
}

/** A path segment that must not be empty. */
export const slugParam = z.string().check(z.minLength(1))
