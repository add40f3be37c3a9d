import { afterEach, describe, expect, it } from 'vitest'
import { freshDb } from '../../../testing/backend/fake-db.ts'
import { seedSizeFromEnv, setSeedSize } from './size.ts'

afterEach(() => setSeedSize({}))

describe('a seed of a larger size', () => {
  it('adds cards and trades after the default rows, which stay the same', async () => {
    const standard = await freshDb()
    setSeedSize({ cards: 150, trades: 400 })
    const large = await freshDb()
    expect(large.cards.count()).toBe(150)
    expect(large.trades.count()).toBe(400)
    expect(large.cards.all().slice(0, standard.cards.count())).toEqual(standard.cards.all())
    expect(large.trades.all().slice(0, standard.trades.count())).toEqual(standard.trades.all())
    expect(new Set(large.cards.all().map((card) => card.slug)).size).toBe(150)
  })

  it('is the same from the same seed', async () => {
    setSeedSize({ cards: 120, trades: 300 })
    const [first, second] = [await freshDb(), await freshDb()]
    expect(second.cards.all()).toEqual(first.cards.all())
    expect(second.trades.all()).toEqual(first.trades.all())
    expect(second.fakeImages.all()).toEqual(first.fakeImages.all())
  })
})

describe('seedSizeFromEnv', () => {
  it('reads FAKE_CARDS and FAKE_TRADES, and leaves the default when unset', () => {
    expect(seedSizeFromEnv({ FAKE_CARDS: '20000', FAKE_TRADES: '100000' })).toEqual({ cards: 20000, trades: 100000 })
    expect(seedSizeFromEnv({})).toEqual({ cards: undefined, trades: undefined })
  })

  it('stops on a value that is not a count', () => {
    for (const value of ['-1', '1.5', 'many', '1e9'])
      expect(() => seedSizeFromEnv({ FAKE_CARDS: value })).toThrow(/FAKE_CARDS/)
  })
})
