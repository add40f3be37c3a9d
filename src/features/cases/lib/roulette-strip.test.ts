import { describe, expect, it } from 'vitest'
import type { Schemas } from '~/api/types'
import { buildRouletteStrip, ROULETTE_LENGTH, ROULETTE_WINNER_INDEX } from './roulette-strip'

function item(id: number, chance: number | undefined, rarityColor = '#4b69ff'): Schemas['CaseItem'] {
  return {
    id,
    marketHashName: `Skin ${id}`,
    price: id,
    rarityColor,
    image: `/items/${id}.png`,
    ...(chance === undefined ? {} : { chance }),
  }
}

const items = [item(1, 0.7, '#b0c3d9'), item(2, 0.25), item(3, 0.0499, '#8847ff'), item(4, 0.0001, '#eb4b4b')]

describe('the roulette strip', () => {
  it("puts the server's item at the fixed index, even one the case no longer lists", () => {
    for (const winner of [...items, item(99, undefined, '#e4ae39')]) {
      const strip = buildRouletteStrip(items, winner)
      expect(strip.tiles).toHaveLength(ROULETTE_LENGTH)
      expect(strip.winnerIndex).toBe(ROULETTE_WINNER_INDEX)
      expect(strip.tiles[ROULETTE_WINNER_INDEX]).toBe(winner)
    }
  })

  it('is the same strip for the same opening, and another for another winner', () => {
    const first = buildRouletteStrip(items, items[3]!)
    const again = buildRouletteStrip(items, items[3]!)
    expect(again.tiles.map((tile) => tile.id)).toEqual(first.tiles.map((tile) => tile.id))
    expect(again.stopOffset).toBe(first.stopOffset)
    expect(buildRouletteStrip(items, items[0]!).tiles.map((tile) => tile.id)).not.toEqual(
      first.tiles.map((tile) => tile.id),
    )
  })

  it("fills with the case's items by their chances, and stops within the winner's tile", () => {
    const counts = new Map<number, number>()
    for (const winner of items) {
      const strip = buildRouletteStrip(items, winner)
      expect(Math.abs(strip.stopOffset)).toBeLessThanOrEqual(0.35)
      strip.tiles.forEach((tile, index) => {
        if (index !== ROULETTE_WINNER_INDEX) counts.set(tile.id, (counts.get(tile.id) ?? 0) + 1)
      })
    }
    expect([...counts.keys()].every((id) => items.some((candidate) => candidate.id === id))).toBe(true)
    // 188 filler tiles: the common item dominates, the 0.01 % one is all but absent.
    expect(counts.get(1) ?? 0).toBeGreaterThan(100)
    expect(counts.get(1) ?? 0).toBeGreaterThan(counts.get(2) ?? 0)
    expect(counts.get(4) ?? 0).toBeLessThan(3)
  })

  it('fills evenly when the case publishes no chances', () => {
    const plain = [item(1, undefined), item(2, undefined)]
    const ids = new Set(buildRouletteStrip(plain, plain[0]!).tiles.map((tile) => tile.id))
    expect(ids).toEqual(new Set([1, 2]))
  })
})
