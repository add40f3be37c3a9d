import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

type BuildLocation = AnyRouter['buildLocation']
/** The router's own type asks for a registered route; this code only passes options through. */
type LocationOptions = Record<string, unknown>
type Build = (options: LocationOptions) => ParsedLocation

/** About 1 KB each: a few MB at most, whatever the number of pages. */
export const MAX_LINK_LOCATIONS = 2000

/**
 * What `buildLocation` reads of a link's options besides the key's own: any of them set, the
 * location is built as usual (they are rare, and may hold values no key can name).
 */
const UNKEYED_OPTIONS = ['href', 'mask', 'state', '_fromLocation', 'leaveParams', '_includeValidateSearch'] as const

const locations = new Map<string, ParsedLocation>()

/** `undefined` is a value of its own for the router (an optional parameter given as absent), not a missing key. */
const UNDEFINED = '\u0000undefined'

class NotData extends Error {}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null || Array.isArray(value)
}

function dataOnly(this: unknown, key: string, value: unknown): unknown {
  if (value === undefined) return UNDEFINED
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new NotData()
  // A Date (or another class's instance) arrives here as its toJSON(), which a plain string can
  // equal, and the router writes the two differently.
  const original = (this as Record<string, unknown>)[key]
  if (typeof original === 'object' && original !== null && !isPlain(original)) throw new NotData()
  return value
}

/** The options' key, or null when they hold more than data (a function computing params or search, say). */
function keyOf(page: string, options: LocationOptions): string | null {
  const record = options
  if (UNKEYED_OPTIONS.some((name) => record[name] !== undefined)) return null
  try {
    return JSON.stringify(
      [
        page,
        record.to,
        record.from,
        record.params,
        record.search,
        record.hash,
        record.unsafeRelative,
        record.unmaskOnReload,
      ],
      dataOnly,
    )
  } catch (error) {
    if (error instanceof NotData) return null
    throw error
  }
}

/**
 * Runs a server render (synchronous: no other request runs meanwhile) with the router's
 * `buildLocation` remembered across renders. Every `<Link>` of a server render builds its
 * location (about 40 a page, 5 % of a page's CPU), and the same page's links build the same ones
 * for every visitor: the result follows only from the options, the page's own address (the key
 * holds both) and the route tree. Locations are shared between requests, so they are frozen: a
 * change would throw instead of reaching another visitor's page. The browser's router keeps its
 * own cache of the same kind (`staticLocations`).
 */
export function renderWithRememberedLinkLocations<T>(router: AnyRouter, render: () => T): T {
  const own = router.buildLocation
  const build = own as unknown as Build
  const state = router as unknown as { _pendingLocation?: ParsedLocation; latestLocation: ParsedLocation }
  const page = (state._pendingLocation ?? state.latestLocation).href
  const remembered: Build = (options) => {
    const key = keyOf(page, options)
    if (key === null) return build(options)
    const known = locations.get(key)
    if (known) return known
    const location = Object.freeze(build(options))
    if (locations.size >= MAX_LINK_LOCATIONS) locations.delete(locations.keys().next().value as string)
    locations.set(key, location)
    return location
  }
  router.buildLocation = remembered as unknown as BuildLocation
  try {
    return render()
  } finally {
    router.buildLocation = own
  }
}
