import { afterEach, describe, expect, it, vi } from 'vitest'
import { summariseLongTasks, withRenderingUpdates } from './hydration-time.mjs'
import { firstRenderInLantern, withinLighthouseBudget } from './lighthouse-runs.mjs'
import { calibratedCpuSlowdown, forcedCpuSlowdown, REFERENCE_MACHINE } from './machine-speed.mjs'

describe('summariseLongTasks', () => {
  it('counts only the tasks that began before the page was hydrated, and sums their time past 50 ms', () => {
    const tasks = [
      { startMs: 100, durationMs: 120 },
      { startMs: 400, durationMs: 51 },
      { startMs: 900, durationMs: 300 },
    ]
    expect(summariseLongTasks(tasks, 900)).toEqual({ count: 3, longestMs: 300, blockingMs: 70 + 1 + 250 })
    expect(summariseLongTasks(tasks, 899)).toEqual({ count: 2, longestMs: 120, blockingMs: 71 })
  })

  it('reads a wake-up without long tasks as none', () => {
    expect(summariseLongTasks([], 500)).toEqual({ count: 0, longestMs: 0, blockingMs: 0 })
  })
})

describe('withRenderingUpdates', () => {
  it("adds each long frame's rendering update over 50 ms as a task of its own, in time order", () => {
    const longTasks = [{ startMs: 300, durationMs: 80 }]
    const longFrames = [
      { startMs: 100, durationMs: 640, renderStartMs: 200 },
      { startMs: 300, durationMs: 120, renderStartMs: 390 },
      { startMs: 900, durationMs: 70, renderStartMs: 0 },
    ]
    expect(withRenderingUpdates(longTasks, longFrames)).toEqual([
      { startMs: 200, durationMs: 540 },
      { startMs: 300, durationMs: 80 },
    ])
  })

  it('keeps the long tasks alone when no frame rendered long', () => {
    expect(withRenderingUpdates([{ startMs: 10, durationMs: 60 }], [])).toEqual([{ startMs: 10, durationMs: 60 }])
  })
})

describe('withinLighthouseBudget', () => {
  const passing = { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 1, tbtMs: 150, lcpMs: 2500 }

  it('passes a page at every limit', () => {
    expect(withinLighthouseBudget(passing)).toBe(true)
  })

  it.each([
    ['performance', { performance: 0.94 }],
    ['an accessibility score under 1', { accessibility: 0.98 }],
    ['blocking time', { tbtMs: 151 }],
    ['the largest paint', { lcpMs: 2501 }],
  ])('fails a page over its %s budget', (_, change) => {
    expect(withinLighthouseBudget({ ...passing, ...change })).toBe(false)
  })
})

describe('calibratedCpuSlowdown', () => {
  it('slows a machine in proportion to its speed, so that it plays the reference machine at 4x', () => {
    expect(calibratedCpuSlowdown(REFERENCE_MACHINE.benchmarkIndex)).toBe(4)
    expect(calibratedCpuSlowdown(2492)).toBe(8)
    expect(calibratedCpuSlowdown(934.5)).toBe(3)
  })

  it('never speeds the CPU up', () => {
    expect(calibratedCpuSlowdown(100)).toBe(1)
  })
})

describe('forcedCpuSlowdown', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is the slowdown MACHINE_CPU_SLOWDOWN sets', () => {
    vi.stubEnv('MACHINE_CPU_SLOWDOWN', '6.5')
    expect(forcedCpuSlowdown()).toBe(6.5)
  })

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['not a number', 'fast'],
    ['zero', '0'],
  ])('leaves the slowdown to each run when the setting is %s', (_, value) => {
    vi.stubEnv('MACHINE_CPU_SLOWDOWN', value)
    expect(forcedCpuSlowdown()).toBeUndefined()
  })
})

describe('firstRenderInLantern', () => {
  const task = (startMs: number, endMs: number, laysOut = false, paints = false) => ({
    startMs,
    endMs,
    laysOut,
    paints,
  })

  it('finds the longest task that lays out and paints, counts its part past the first paint over 50 ms, and sums what ran before it', () => {
    const tasks = [
      task(1259, 1508, true, true),
      task(755, 1064),
      task(1120, 1152, true),
      task(1508, 1570, true, true),
      task(1152, 1259),
    ]
    expect(firstRenderInLantern(tasks, 1209)).toEqual({
      renderMs: 249,
      renderCountedMs: 249 - 50,
      cpuBeforeRenderMs: 309 + 32 + 107,
    })
  })

  it('counts only the part after the first paint, and nothing when that part is 50 ms or less', () => {
    expect(firstRenderInLantern([task(1100, 1300, true, true)], 1200)).toMatchObject({ renderCountedMs: 50 })
    expect(firstRenderInLantern([task(1100, 1300, true, true)], 1250)).toMatchObject({ renderCountedMs: 0 })
  })

  it('finds no first render in tasks that never both lay out and paint', () => {
    expect(firstRenderInLantern([task(0, 100, true), task(100, 200, false, true)], 50)).toBeNull()
  })
})
