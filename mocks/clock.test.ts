import { afterEach, describe, expect, it } from 'vitest'
import { clock, CLOCK_START_MS } from './clock.ts'

afterEach(() => {
  clock.useFixedStart()
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

  it('resets to the fixed start in tests, or to a given instant, keeping the mode', () => {
    expect(clock.start()).toBe('fixed')
    expect(clock.startMs()).toBe(CLOCK_START_MS)
    clock.advance(5_000)
    clock.reset()
    expect(clock.now()).toBe(CLOCK_START_MS)
    clock.reset(Date.UTC(2026, 10, 14, 9, 41, 27, 350))
    expect(clock.nowIso()).toBe('2026-11-14T09:41:27.350Z')
    expect(clock.mode()).toBe('frozen')
  })

  it('starts at the wall time and runs once an interactive host follows it', () => {
    clock.followWallTime()
    expect(clock.start()).toBe('wall')
    expect(clock.mode()).toBe('running')
    const before = Date.now()
    clock.reset()
    expect(clock.now()).toBeGreaterThanOrEqual(before)
    expect(clock.now() - Date.now()).toBeLessThanOrEqual(0)
    expect(Date.now() - clock.now()).toBeLessThan(50)
    // Later calls (every request of a host) leave a mode set through the controls alone.
    clock.setMode('frozen')
    clock.followWallTime()
    expect(clock.mode()).toBe('frozen')
    clock.reset(CLOCK_START_MS)
    expect(clock.now()).toBe(CLOCK_START_MS)
    clock.useFixedStart()
    expect(clock.startMs()).toBe(CLOCK_START_MS)
  })
})
