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

/** Stands for a value that is not data (a function, a class's instance): such options get no key. */
const NOT_DATA = null

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * `value` as key text, or NOT_DATA. Written by hand: JSON.stringify with a replacer, which called
 * back for every value, was a third of a link's cost on the server. Strings are quoted and
 * `undefined` is a bare `u`, so no two different values read the same: `undefined` is a value
 * of its own for the router (an optional parameter given as absent), not a missing key, and a
 * Date (or another class's instance), whose JSON a plain string can equal, is written
 * differently by the router.
 */
function keyText(value: unknown): string | typeof NOT_DATA {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'number':
    case 'boolean':
      return String(value)
    case 'undefined':
      return 'u'
    case 'object': {
      if (value === null) return 'null'
      if (Array.isArray(value)) {
        let text = '['
        for (const item of value) {
          const part = keyText(item)
          if (part === NOT_DATA) return NOT_DATA
          text += part + ','
        }
        return text + ']'
      }
      if (!isPlain(value)) return NOT_DATA
      let text = '{'
      for (const name of Object.keys(value)) {
        const part = keyText((value as Record<string, unknown>)[name])
        if (part === NOT_DATA) return NOT_DATA
        text += JSON.stringify(name) + ':' + part + ','
      }
      return text + '}'
    }
    default:
      return NOT_DATA
  }
}

/** The options' key, or null when they hold more than data (a function computing params or search, say). */
function keyOf(page: string, options: LocationOptions): string | null {
  for (const name of UNKEYED_OPTIONS) if (options[name] !== undefined) return null
  return keyText([
    page,
    options.to,
    options.from,
    options.params,
    options.search,
    options.hash,
    options.unsafeRelative,
    options.unmaskOnReload,
  ])
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
