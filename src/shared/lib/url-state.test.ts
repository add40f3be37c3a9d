import { describe, expect, it } from 'vitest'
import {
  listPageParam,
  optionalEnumParam,
  optionalPageParam,
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
    for (const bad of ['x', '1.5', 0, -2, '', '1e400', {}]) expect(listPageParam(bad)).toBe(1)
  })

  it('optional pages are left out unless they are page numbers', () => {
    expect(optionalPageParam(2)).toBe(2)
    for (const bad of ['2', 0, 1.5, undefined, Number.POSITIVE_INFINITY]) expect(optionalPageParam(bad)).toBeUndefined()
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

  it('path segments are trimmed, not empty and not over their length', () => {
    expect(pathSegment(' promo ')).toBe('promo')
    expect(pathSegment('  ')).toBe(false)
    expect(pathSegment('a'.repeat(64), 64)).toBe('a'.repeat(64))
    expect(pathSegment('a'.repeat(65), 64)).toBe(false)
  })
})

describe('route search readers', () => {
  it('read each known key, leave out what is unset and drop unknown keys', () => {
    const read = searchParams({ page: listPageParam, subcategory: optionalTextParam })
    expect(read.read({ subcategory: ' knives ', other: 'x' })).toEqual({ page: 1, subcategory: 'knives' })
    expect(read.read({ page: 3 })).toEqual({ page: 3 })
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
})
