import { describe, expect, it } from 'vitest'
import {
  clearLatency,
  latencyFor,
  latencyState,
  MAX_LATENCY_MS,
  restoreLatency,
  setLatency,
  type Latency,
} from './latency.ts'

const fresh = (): Latency => ({ allMs: 0, paths: new Map() })

describe('added latency', () => {
  it('delays every call, a path of its own going first, until set to 0 or cleared', () => {
    const latency = fresh()
    expect(latencyFor(latency, '/core')).toBe(0)
    setLatency(latency, 300)
    setLatency(latency, 2000, '/cards')
    expect([latencyFor(latency, '/core'), latencyFor(latency, '/cards')]).toEqual([300, 2000])
    setLatency(latency, 0, '/cards')
    expect(latencyFor(latency, '/cards')).toBe(300)
    setLatency(latency, 5, '/shop')
    clearLatency(latency)
    expect(latencyState(latency)).toEqual({ allMs: 0, paths: [] })
  })

  it.each([
    [-5, 0],
    [12.7, 12],
    [MAX_LATENCY_MS + 1, MAX_LATENCY_MS],
  ])('keeps %s ms within bounds as %s', (asked, kept) => {
    const latency = fresh()
    setLatency(latency, asked)
    setLatency(latency, asked, '/core')
    expect(latencyFor(latency, '/core')).toBe(kept)
    expect(latency.allMs).toBe(kept)
  })

  it('goes to plain data and back, paths in order', () => {
    const latency = fresh()
    setLatency(latency, 100)
    setLatency(latency, 900, '/shop')
    setLatency(latency, 400, '/cards')
    const state = latencyState(latency)
    expect(state).toEqual({
      allMs: 100,
      paths: [
        { path: '/cards', delayMs: 400 },
        { path: '/shop', delayMs: 900 },
      ],
    })
    const restored = fresh()
    setLatency(restored, 7, '/old')
    restoreLatency(restored, state)
    expect(latencyState(restored)).toEqual(state)
  })
})
