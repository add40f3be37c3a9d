import { describe, expect, it } from 'vitest'
import { itemRanges, pickByRoll, verifyRoll } from './fair-roll'

/** The test vectors of docs/fake-backend.md, the same the fake backend's rules are tested against. */
const SEED = '3c6b0d52a1e9f8f7a0b4c2d1e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7'
const vectors = [
  {
    serverSeed: '0'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    hash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    roll: 0.42437108093872666,
    item: 1,
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 0,
    hash: 'baa7cc66f9ca11d6f754ce1ed6abda0920875bbcf1b52f4791c7c1a2cb9fa7dd',
    roll: 0.41858609137125313,
    item: 1,
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 1,
    hash: 'baa7cc66f9ca11d6f754ce1ed6abda0920875bbcf1b52f4791c7c1a2cb9fa7dd',
    roll: 0.5240264786407351,
    item: 2,
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 42,
    hash: 'baa7cc66f9ca11d6f754ce1ed6abda0920875bbcf1b52f4791c7c1a2cb9fa7dd',
    roll: 0.9320745945442468,
    item: 3,
  },
]
const items = [50, 30, 15, 5].map((weight, index) => ({ id: index + 1, weight }))

describe('verifying a drop in the browser', () => {
  it.each(vectors)(
    'rolls $roll for nonce $nonce of $clientSeed and picks item $item',
    async ({ serverSeed, clientSeed, nonce, hash, roll, item }) => {
      const verification = await verifyRoll(serverSeed, clientSeed, nonce)
      expect(verification).toMatchObject({ serverSeedHash: hash, roll })
      expect(pickByRoll(items, verification.roll)?.id).toBe(item)
    },
  )

  it('splits [0, 1) by weight in the published order', () => {
    expect(itemRanges(items).map(({ from, to }) => [from, to])).toEqual([
      [0, 0.5],
      [0.5, 0.8],
      [0.8, 0.95],
      [0.95, 1],
    ])
    expect(pickByRoll(items, 0.8)?.id).toBe(3)
    expect(pickByRoll(items, 0.7999999)?.id).toBe(2)
    expect(pickByRoll([], 0.5)).toBeNull()
  })
})
