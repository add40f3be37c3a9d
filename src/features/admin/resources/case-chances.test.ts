import { describe, expect, it } from 'vitest'
import { formatChance } from '~/shared/lib/format'
import { itemChances, totalWeight } from './case-chances'

describe('item chances from weights', () => {
  it('is each weight over the sum, adding up to 1', () => {
    const chances = itemChances([80, 15, 5])
    expect(chances).toEqual([0.8, 0.15, 0.05])
    expect(chances.reduce<number>((sum, chance) => sum + (chance ?? 0), 0)).toBeCloseTo(1)
    expect(totalWeight([80, 15, 5])).toBe(100)
  })

  it('gives an item being typed (empty, zero, fractional) no chance and leaves it out of the sum', () => {
    expect(itemChances([3, null, 0, 2.5, 1])).toEqual([0.75, null, null, null, 0.25])
    expect(totalWeight([3, null, 0, 2.5, 1])).toBe(4)
  })

  it('gives none at all without a valid weight', () => {
    expect(itemChances([null, 0])).toEqual([null, null])
    expect(itemChances([])).toEqual([])
  })

  it('reads as the public page shows it', () => {
    const [rare] = itemChances([1, 999_999])
    expect(formatChance(rare ?? 0, 'en')).toBe('< 0.01%')
    expect(formatChance(itemChances([1, 2])[0] ?? 0, 'ru')).toBe('33,33\u00a0%')
  })
})
