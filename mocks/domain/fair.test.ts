import { describe, expect, it } from 'vitest'
import { clock } from '../clock.ts'
import type { CaseItemRow } from '../db/schema/case-items.ts'
import { freshDb, personaUser } from '../../testing/backend/fake-db.ts'
import { caseBySlug, casePageView, drawItem, openCase } from './cases.ts'
import { m } from './messages.ts'
import { currentPair, dropProof, fairHmac, fairRoll, previousPair, rollOf, rotateSeeds, sha256Hex } from './fair.ts'

/** The test vectors of docs/fake-backend.md (computed independently with Node's crypto module). */
const SEED = '3c6b0d52a1e9f8f7a0b4c2d1e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7'
const vectors = [
  {
    serverSeed: '0'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    hmac: '6ca3954a2dd18ac8e683477b941d288b54797e33b21c15cdc54c52007c4076e5',
    roll: 0.42437108093872666,
    item: 'A',
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 0,
    hmac: '6b2875454322b57041e5148f113e45d60950b16d282b61c6dc36c47821b58635',
    roll: 0.41858609137125313,
    item: 'A',
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 1,
    hmac: '8626996c36d6031298ac46b60c85210c615ba535eada1640f8a8eba634446240',
    roll: 0.5240264786407351,
    item: 'B',
  },
  {
    serverSeed: SEED,
    clientSeed: 'lucky-7',
    nonce: 42,
    hmac: 'ee9c70cd44a89a8fa053f2ad65654c3a75dca2192057b342b48bd1cc854fc81d',
    roll: 0.9320745945442468,
    item: 'C',
  },
]

/** Weights 50, 30, 15 and 5 in their published order. */
const items = ['A', 'B', 'C', 'D'].map((name, index): CaseItemRow => ({
  id: index + 1,
  caseId: 1,
  marketHashName: name,
  priceCents: 100 * (index + 1),
  rarityColor: '#fff',
  image: '',
  rarity: 'Mil-Spec',
  weight: [50, 30, 15, 5][index] ?? 0,
}))

describe('the provably fair roll', () => {
  it('hashes the server seed with SHA-256', async () => {
    expect(await sha256Hex(SEED)).toBe('baa7cc66f9ca11d6f754ce1ed6abda0920875bbcf1b52f4791c7c1a2cb9fa7dd')
    expect(await sha256Hex('0'.repeat(64))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55')
  })

  it.each(vectors)(
    'rolls $roll for nonce $nonce of client seed $clientSeed and draws $item',
    async ({ serverSeed, clientSeed, nonce, hmac, roll, item }) => {
      expect(await fairHmac(serverSeed, clientSeed, nonce)).toBe(hmac)
      expect(await fairRoll(serverSeed, clientSeed, nonce)).toBe(roll)
      expect(drawItem(items, roll).marketHashName).toBe(item)
    },
  )

  it('reads the first four bytes, so the roll stays in [0, 1)', () => {
    expect(rollOf('00000000ff')).toBe(0)
    expect(rollOf('ffffffffff')).toBe(0xffffffff / 2 ** 32)
    expect(rollOf('ffffffffff')).toBeLessThan(1)
  })
})

describe("a user's seeds", () => {
  it('commits to the server seed by its hash and keeps it secret until rotated', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'regular')
    const pair = await currentPair(db, user)
    expect(pair.serverSeedHash).toBe(await sha256Hex(pair.serverSeed))
    expect(pair.clientSeed).toMatch(/^[0-9a-f]{16}$/)
    expect(await currentPair(db, user)).toEqual(pair)

    const drop = await openCase(db, user, 'daily-case', 'ok')
    expect(dropProof(db, drop)).toEqual({
      serverSeedHash: pair.serverSeedHash,
      serverSeed: null,
      clientSeed: pair.clientSeed,
      nonce: 0,
    })
    // The item is the one the published roll picks over the items kept with the drop.
    const roll = await fairRoll(pair.serverSeed, pair.clientSeed, 0)
    expect(
      drawItem(
        drop.itemsAtDraw.map((item) => ({ ...item, caseId: drop.caseId, rarity: 'Mil-Spec' })),
        roll,
      ).id,
    ).toBe(drop.caseItemId)

    clock.advance(25 * 60 * 60_000)
    const next = await rotateSeeds(db, user, 'my-own_seed-1')
    expect(next).toMatchObject({ clientSeed: 'my-own_seed-1', nextNonce: 0, revealedAtMs: null })
    expect(next.serverSeedHash).not.toBe(pair.serverSeedHash)
    expect(previousPair(db, user)).toMatchObject({ id: pair.id, serverSeed: pair.serverSeed, nextNonce: 1 })
    expect(dropProof(db, drop).serverSeed).toBe(pair.serverSeed)
  })

  it("shows the case page a signed-in user's commitment, made on first need, and a guest none", async () => {
    const db = await freshDb()
    const user = personaUser(db, 'regular')
    const daily = caseBySlug(db, 'daily-case')
    expect((await casePageView(db, daily, null)).fairness).toBeNull()
    const view = await casePageView(db, daily, user)
    expect(view.fairness).toEqual(await currentPair(db, user))
    expect(view.fairness?.nextNonce).toBe(0)
  })

  it('counts the nonce up with each opening and keeps the client seed through a plain rotation', async () => {
    const db = await freshDb()
    const user = personaUser(db, 'rich')
    const first = await currentPair(db, user)
    const second = await rotateSeeds(db, user, undefined)
    expect(second.clientSeed).toBe(first.clientSeed)
    expect((await rotateSeeds(db, user, '')).clientSeed).toBe(first.clientSeed)
  })

  it.each(['', ' ', 'has space', 'ключ', 'a:b', 'x'.repeat(65), 42, ['a']])(
    'refuses the client seed %j on its field',
    async (clientSeed) => {
      const db = await freshDb()
      const user = personaUser(db, 'regular')
      const before = await currentPair(db, user)
      if (clientSeed === '') return expect((await rotateSeeds(db, user, clientSeed)).clientSeed).toBe(before.clientSeed)
      await expect(rotateSeeds(db, user, clientSeed)).rejects.toMatchObject({
        kind: 'invalid',
        fields: { clientSeed: [m.clientSeedInvalid(64)] },
      })
      expect(await currentPair(db, user)).toEqual(before)
    },
  )

  it('seeds past drops that verify against their revealed seeds', async () => {
    const db = await freshDb()
    const drops = db.drops.findMany()
    expect(drops.length).toBeGreaterThan(10)
    for (const drop of drops) {
      const proof = dropProof(db, drop)
      expect(proof.serverSeed).not.toBeNull()
      expect(await sha256Hex(proof.serverSeed ?? '')).toBe(proof.serverSeedHash)
      const roll = await fairRoll(proof.serverSeed ?? '', proof.clientSeed, proof.nonce)
      expect(
        drawItem(
          drop.itemsAtDraw.map((item) => ({ ...item, caseId: drop.caseId, rarity: 'Mil-Spec' })),
          roll,
        ).id,
      ).toBe(drop.caseItemId)
    }
  })
})
