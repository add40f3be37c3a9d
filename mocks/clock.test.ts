import { afterEach, describe, expect, it } from 'vitest'
import { clock, CLOCK_START_MS } from './clock.ts'

afterEach(() => {
  clock.setMode('frozen')
  clock.reset()
})

describe('the fake clock', () => {
  it('stands still when frozen and moves only when told', () => {
    clock.reset()
    expect(clock.now()).toBe(CLOCK_START_MS)
    clock.advance(90_000)
    expect(clock.now()).toBe(CLOCK_START_MS + 90_000)
    expect(clock.nowIso()).toBe('2025-06-02T12:01:30.000Z')
    clock.set(0)
    expect(clock.now()).toBe(0)
  })

  it('follows wall time when running, from where it was', async () => {
    clock.reset()
    clock.setMode('running')
    const start = clock.now()
    expect(start - CLOCK_START_MS).toBeLessThan(50)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(clock.now() - start).toBeGreaterThanOrEqual(25)
    clock.setMode('frozen')
    const frozen = clock.now()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clock.now()).toBe(frozen)
  })
})
