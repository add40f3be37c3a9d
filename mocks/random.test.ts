import { describe, expect, it } from 'vitest'
import { random } from './random.ts'

function draws(seed: number, count = 5): number[] {
  random.seed(seed)
  return Array.from({ length: count }, () => random.next())
}

describe('the seeded random source', () => {
  it('repeats its sequence for a seed', () => {
    expect(draws(42)).toEqual(draws(42))
    expect(draws(42)).not.toEqual(draws(43))
  })

  it('draws floats in [0, 1) spread over the range', () => {
    const values = draws(7, 2000)
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(900)
    expect(values.filter((value) => value < 0.5).length).toBeLessThan(1100)
  })
})
