import { describe, expect, it } from 'vitest'
import { listPageParam, optionalEnumParam, optionalPageParam, optionalTextParam, slugParam, textParam } from './url-state'

describe('address values', () => {
  it('list pages default to 1 and fall back to it', () => {
    expect(listPageParam.parse('3')).toBe(3)
    expect(listPageParam.parse(undefined)).toBe(1)
    for (const bad of ['x', '1.5', 0, -2]) expect(listPageParam.parse(bad)).toBe(1)
  })

  it('optional pages are left out unless they are page numbers', () => {
    expect(optionalPageParam.parse(2)).toBe(2)
    for (const bad of ['2', 0, 1.5, undefined]) expect(optionalPageParam.parse(bad)).toBeUndefined()
  })

  it('text keeps what was typed, numbers included', () => {
    expect(textParam('cards').parse(undefined)).toBe('cards')
    expect(textParam('').parse(1337)).toBe('1337')
    expect(optionalTextParam.parse(' ak ')).toBe('ak')
    expect(optionalTextParam.parse(42)).toBe('42')
    expect(optionalTextParam.parse('   ')).toBeUndefined()
    expect(optionalTextParam.parse({})).toBeUndefined()
  })

  it('enums take only their values', () => {
    const status = optionalEnumParam(['active', 'ended'])
    expect(status.parse('ended')).toBe('ended')
    expect(status.parse('soon')).toBeUndefined()
  })

  it('slugs may not be empty', () => {
    expect(slugParam.parse('promo')).toBe('promo')
    expect(slugParam.safeParse('').success).toBe(false)
  })
})
