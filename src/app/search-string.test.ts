import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { stringifySearch } from './search-string'

/** Values at every edge of the router's format: strings that read back as JSON and ones that only look like it. */
const STRINGS = [
  '',
  'plain',
  'daily-case',
  '80c1057d',
  'e7764b721125e08db4197f70536a6549248d2e02a19c5c5a20028287bb6e89cf',
  '11ad9d660d604260fe238b6a0bf647adf12152cd356df54e76e09190df8543da',
  '0',
  '00',
  '01',
  '1',
  '-1',
  '-',
  '-0',
  '1.5',
  '1.',
  '.5',
  '1e5',
  '1E+5',
  '1e',
  '2026-11-28',
  '12 ',
  '12\n',
  '12\u00a0',
  '12 3',
  'true',
  'true ',
  'truex',
  'tr',
  'false',
  'fals',
  'null',
  'nullish',
  'nu',
  'fa',
  '"quoted"',
  '"open',
  '[1,2]',
  '[1,',
  '{"a":1}',
  '{a}',
  ' 1',
  ' x',
  '\t',
  'Кейсы',
  'a&b=c',
  '#hash?',
]

const OTHERS = [0, 1, -1.5, Number.NaN, true, false, null, [1, 'a'], { a: 1, b: ['x'] }, [], {}]

describe('stringifySearch', () => {
  it.each(STRINGS.map((value) => [value]))('writes the string %j as the router does', (value) => {
    expect(stringifySearch({ value })).toBe(defaultStringifySearch({ value }))
  })

  it.each(OTHERS.map((value) => [value]))('writes %j as the router does', (value) => {
    expect(stringifySearch({ value })).toBe(defaultStringifySearch({ value }))
  })

  it('writes a whole search as the router does, skipping undefined, and reads back the same', () => {
    const search = {
      drop: 8,
      case: 'veteran-case',
      clientSeed: 'd5e03e4b',
      nonce: 0,
      skipped: undefined,
      serverSeed: 'e7764b721125e08db4197f70536a6549248d2e02a19c5c5a20028287bb6e89cf',
      page: '2',
    }
    const written = stringifySearch(search)
    expect(written).toBe(defaultStringifySearch(search))
    expect(defaultParseSearch(written)).toEqual({ ...search, skipped: undefined })
  })

  it('writes nothing for an empty search', () => {
    expect(stringifySearch({})).toBe('')
    expect(stringifySearch({ gone: undefined })).toBe('')
  })
})
