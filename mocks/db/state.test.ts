import { describe, expect, it } from 'vitest'
import { CLOCK_START_MS } from '../clock.ts'
import { signInPersona } from '../domain/sessions.ts'
import { random } from '../random.ts'
import { createDb, db } from './db.ts'
import { DEFAULT_SEED } from './seed/index.ts'
import { reset, snapshotCollections } from './state.ts'

describe('reset', () => {
  it('from the point of the latest seeding, restores the state seeding gives, and nothing written since', async () => {
    // Another seed first, so the next reset seeds rather than restores.
    await reset(DEFAULT_SEED + 1, db, CLOCK_START_MS)
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    const seeded = snapshotCollections(db)
    const seededRandom = random.state()

    await signInPersona(db, 'rich')
    const [user] = db.users.all()
    await db.users.update((q) => q.where({ id: user!.id }), { data: (row) => void (row.balanceCents += 100_000) })
    random.next()

    expect(snapshotCollections(db)).not.toEqual(seeded)
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    expect(snapshotCollections(db)).toEqual(seeded)
    expect(random.state()).toBe(seededRandom)
    expect(db.sessions.all()).toHaveLength(0)

    // Into another database, from the same point: the same rows again.
    const other = createDb()
    await reset(DEFAULT_SEED, other, CLOCK_START_MS)
    expect(snapshotCollections(other)).toEqual(seeded)
  })

  it('at another instant seeds again: the same data shifted in time', async () => {
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    const first = snapshotCollections(db)
    await reset(DEFAULT_SEED, db, CLOCK_START_MS + 60_000)
    const later = snapshotCollections(db)
    expect(later.users.map((user) => user.steamName)).toEqual(first.users.map((user) => user.steamName))
    expect(later).not.toEqual(first)
  })
})
