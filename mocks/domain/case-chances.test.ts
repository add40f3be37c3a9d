import { describe, expect, it } from 'vitest'
import { publishedChances } from './case-chances.ts'

/** Basis points of each published chance, as whole numbers (0.01 % each). */
function points(chances: number[]): number[] {
  return chances.map((chance) => Math.round(chance * 10_000))
}

describe('published chances', () => {
  it('round thirds so they add up to exactly 100 %', () => {
    const chances = publishedChances([1, 1, 1])
    expect(points(chances)).toEqual([3334, 3333, 3333])
    expect(points(chances).reduce((sum, value) => sum + value, 0)).toBe(10_000)
  })

  it('give the leftover basis points to the largest remainders', () => {
    // Exact shares: 33.3333…, 16.6666…, 50 % of 1; remainders 0.33, 0.67, 0 of a basis point.
    expect(points(publishedChances([2, 1, 3]))).toEqual([3333, 1667, 5000])
    // 14.2857…% each: 1428.57 points, three remainders of 0.57 tie, the earliest win.
    expect(points(publishedChances([1, 1, 1, 1, 1, 1, 1]))).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428])
  })

  it('add up to exactly 100 % for the seeded kind of weights (1 / price)', () => {
    const prices = [116, 139, 355, 432, 1244, 3212, 5778, 11268]
    const weights = prices.map((cents) => Math.max(1, Math.round(100_000 / cents)))
    const chances = publishedChances(weights)
    expect(points(chances).reduce((sum, value) => sum + value, 0)).toBe(10_000)
    for (const [index, chance] of chances.entries()) {
      const exact = (weights[index] ?? 0) / weights.reduce((sum, weight) => sum + weight, 0)
      expect(Math.abs(chance - exact)).toBeLessThan(0.0001)
    }
  })

  it('keep a share too small to show as it is, never rounding a possible drop to nothing', () => {
    const [rare, common] = publishedChances([1, 999_999])
    expect(rare).toBe(0.000001)
    expect(common).toBe(1)
  })

  it('give no chance to zero weights, and none at all when every weight is zero', () => {
    expect(publishedChances([0, 3, 1])).toEqual([0, 0.75, 0.25])
    expect(publishedChances([0, 0])).toEqual([0, 0])
    expect(publishedChances([])).toEqual([])
  })
})
