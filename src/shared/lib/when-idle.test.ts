// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it("waits for the browser's idle callback, bounded by the timeout, and can be cancelled", () => {
    const requestIdleCallback = vi.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const task = vi.fn()

    const cancel = whenIdle(task, 3000)
    expect(task).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a short timer where there is no idle callback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    Reflect.deleteProperty(window, 'requestIdleCallback')
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task, 3000)
    vi.advanceTimersByTime(199)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    whenIdle(cancelled, 3000)()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
