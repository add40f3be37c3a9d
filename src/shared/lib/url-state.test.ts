import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import {
  listPageParam,
  optionalEnumParam,
  optionalPageParam,
  optionalSameSitePathParam,
  optionalTextParam,
  pathSegment,
  searchParams,
  searchParamsWithExtras,
  textParam,
} from './url-state'

describe('address values', () => {
  it('list pages default to 1 and fall back to it', () => {
    expect(listPageParam('3')).toBe(3)
    expect(listPageParam(4)).toBe(4)
    expect(listPageParam(undefined)).toBe(1)
    for (const bad of ['x', '1.5', 0, -2, '', '1e400', '99999999999999999999', 2 ** 53, {}])
      expect(listPageParam(bad)).toBe(1)
  })

  it('optional pages are left out unless they are page numbers', () => {
    expect(optionalPageParam(2)).toBe(2)
    for (const bad of ['2', 0, 1.5, undefined, Number.POSITIVE_INFINITY, 1e20])
      expect(optionalPageParam(bad)).toBeUndefined()
  })

  it('text keeps what was typed, numbers included', () => {
    expect(textParam('cards')(undefined)).toBe('cards')
    expect(textParam('')(1337)).toBe('1337')
    expect(textParam('cards')({})).toBe('cards')
    expect(optionalTextParam(' ak ')).toBe('ak')
    expect(optionalTextParam(42)).toBe('42')
    expect(optionalTextParam('   ')).toBeUndefined()
    expect(optionalTextParam({})).toBeUndefined()
  })

  it('enums take only their values', () => {
    const status = optionalEnumParam(['active', 'ended'])
    expect(status('ended')).toBe('ended')
    expect(status('soon')).toBeUndefined()
    expect(status(1)).toBeUndefined()
  })

  it('path segments are trimmed, not empty, not over their length and free of control characters', () => {
    expect(pathSegment(' promo ')).toBe('promo')
    expect(pathSegment('  ')).toBe(false)
    for (const control of ['\u0000', 'RAIDER\u0007', 'a\u009fb']) expect(pathSegment(control)).toBe(false)
    expect(pathSegment('Промо-код')).toBe('Промо-код')
    expect(pathSegment('a'.repeat(64), 64)).toBe('a'.repeat(64))
    expect(pathSegment('a'.repeat(65), 64)).toBe(false)
  })
})

describe('route search readers', () => {
  it('read each known key, set what is unset or malformed to undefined and drop unknown keys', () => {
    const read = searchParams({
      page: listPageParam,
      subcategory: optionalTextParam,
      status: optionalEnumParam(['active']),
    })
    expect(read.read({ subcategory: ' knives ', other: 'x' })).toStrictEqual({
      page: 1,
      subcategory: 'knives',
      status: undefined,
    })
    expect(read.read({ page: 3, status: 'bogus' })).toStrictEqual({
      page: 3,
      subcategory: undefined,
      status: undefined,
    })
  })

  it("a malformed value typed into the address does not reach the route's loader", () => {
    const rootRoute = createRootRoute()
    const listRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/list',
      validateSearch: searchParams({ page: optionalPageParam, status: optionalEnumParam(['active', 'ended']) }),
      loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([listRoute]),
      history: createMemoryHistory({ initialEntries: ['/list?page=abc&status=bogus'] }),
    })
    const match = router.matchRoutes(router.latestLocation).at(-1)
    expect(match?.search).toMatchObject({ page: undefined, status: undefined })
    expect(match?.loaderDeps).toStrictEqual({ page: 1, status: undefined })
  })

  it('with extras, keep other keys holding text, numbers or flags', () => {
    const read = searchParamsWithExtras({ page: optionalPageParam })
    expect(read.read({ page: 2, category: 3, top: true, owner: 'case', broken: { a: 1 }, nan: Number.NaN })).toEqual({
      page: 2,
      category: 3,
      top: true,
      owner: 'case',
    })
  })

  it('a path to send the visitor back to stays on this site', () => {
    expect(optionalSameSitePathParam('/en/profile?page=2#trades')).toBe('/en/profile?page=2#trades')
    for (const elsewhere of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'profile',
      42,
      '/' + 'a'.repeat(2048),
    ])
      expect(optionalSameSitePathParam(elsewhere)).toBeUndefined()
  })
})
