// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useDebouncedValue } from './use-debounced-value'

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('follows the value only after it has been still for the delay', async () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'a' },
    })
    expect(result.current).toBe('a')

    rerender({ value: 'ab' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: 'abc' })
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(result.current).toBe('a')

    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toBe('abc')
  })
})
