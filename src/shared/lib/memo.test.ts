import { describe, expect, it, vi } from 'vitest'
import { memoizeByString } from './memo'

describe('memoizeByString', () => {
  it('computes once per argument, null results included', () => {
    const compute = vi.fn((key: string) => (key === 'none' ? null : key.toUpperCase()))
    const memo = memoizeByString(compute)
    expect([memo('a'), memo('a'), memo('none'), memo('none')]).toEqual(['A', 'A', null, null])
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('keeps at most its limit, dropping the oldest', () => {
    const compute = vi.fn((key: string) => key.length)
    const memo = memoizeByString(compute, 2)
    memo('a')
    memo('bb')
    memo('ccc')
    memo('bb')
    expect(compute).toHaveBeenCalledTimes(3)
    memo('a')
    expect(compute).toHaveBeenCalledTimes(4)
  })

  it('does not keep long arguments', () => {
    const compute = vi.fn((key: string) => key.length)
    const memo = memoizeByString(compute, 10, 4)
    memo('12345')
    memo('12345')
    expect(compute).toHaveBeenCalledTimes(2)
  })
})
