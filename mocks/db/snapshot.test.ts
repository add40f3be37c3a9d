import { describe, expect, it, vi } from 'vitest'
import { clock, CLOCK_START_MS } from '../clock.ts'
import { signInPersona, userBySession } from '../domain/sessions.ts'
import { random } from '../random.ts'
import { freshDb } from '../../testing/backend/fake-db.ts'
import { createDb, db } from './db.ts'
import { DEFAULT_SEED } from './seed/index.ts'
import { parseSnapshot, SNAPSHOT_VERSION, snapshotText, takeSnapshot } from './snapshot.ts'
import { reset, restoreCollections, restoreShared, sharedSeedState, snapshotCollections } from './state.ts'

describe('snapshot of the fake state', () => {
  it('round-trips every collection through JSON into deep-equal rows', async () => {
    const source = await freshDb()
    await signInPersona(source, 'regular')
    const saved = snapshotCollections(source)
    expect(Object.keys(saved)).toEqual(Object.keys(source))
    expect(saved.users.length).toBeGreaterThan(0)
    expect(saved.sessions).toHaveLength(1)

    const target = createDb()
    await restoreCollections(target, JSON.parse(JSON.stringify(saved)) as typeof saved)
    expect(snapshotCollections(target)).toEqual(saved)
    for (const name of Object.keys(source) as Array<keyof typeof source>) {
      expect(JSON.parse(JSON.stringify(target[name].all())), name).toEqual(
        JSON.parse(JSON.stringify(source[name].all())),
      )
    }
  })

  it('restores the shared database, clock and random source, and a reset goes back to the seed', async () => {
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    const seeded = snapshotCollections(db)
    const { token } = await signInPersona(db, 'rich')
    clock.advance(90_000)
    random.next()
    const stored = JSON.stringify(takeSnapshot())
    const nowMs = clock.now()
    const randomState = random.state()

    // Another page load: different data in memory until the snapshot is restored.
    await reset(DEFAULT_SEED + 1, db, CLOCK_START_MS + 1000)
    const snapshot = parseSnapshot(stored)
    expect(snapshot).not.toBeNull()
    if (!snapshot) return
    await restoreShared(snapshot)

    expect(snapshotCollections(db)).toEqual(snapshot.collections)
    expect(userBySession(db, token)?.persona).toBe('rich')
    expect(clock.now()).toBe(nowMs)
    expect(random.state()).toBe(randomState)
    expect(sharedSeedState()).toMatchObject({
      ready: true,
      seed: DEFAULT_SEED,
      startMs: CLOCK_START_MS,
      sinceMs: nowMs,
    })

    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    expect(snapshotCollections(db)).toEqual(seeded)
    expect(userBySession(db, token)).toBeNull()
  })

  it('is the JSON of the whole state after every write, the rows kept as text only until their next one', async () => {
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    const wholeState = () =>
      JSON.stringify({
        version: SNAPSHOT_VERSION,
        defaultSeed: DEFAULT_SEED,
        seed: DEFAULT_SEED,
        startMs: CLOCK_START_MS,
        clock: clock.snapshot(),
        random: random.state(),
        collections: Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()])),
      })
    const seeded = snapshotText()
    expect(seeded).toBe(wholeState())

    const { token } = await signInPersona(db, 'regular')
    const user = userBySession(db, token)!
    await db.users.update((q) => q.where({ id: user.id }), {
      data(row) {
        row.balanceCents += 500
      },
    })
    clock.advance(1000)
    const written = snapshotText()
    expect(written).not.toBe(seeded)
    expect(written).toBe(wholeState())
    expect(parseSnapshot(written)?.collections.users.find((row) => row.id === user.id)?.balanceCents).toBe(
      user.balanceCents + 500,
    )
  })

  it('skips snapshots of another version or seed, and anything that is not one', async () => {
    await reset(DEFAULT_SEED, db, CLOCK_START_MS)
    const snapshot = takeSnapshot()
    expect(snapshot).not.toBeNull()
    expect(parseSnapshot(JSON.stringify(snapshot))).toEqual(snapshot)
    expect(parseSnapshot(JSON.stringify({ ...snapshot, version: SNAPSHOT_VERSION + 1 }))).toBeNull()
    expect(parseSnapshot(JSON.stringify({ ...snapshot, defaultSeed: DEFAULT_SEED + 1 }))).toBeNull()
    expect(parseSnapshot(JSON.stringify({ ...snapshot, collections: { users: [] } }))).toBeNull()
    expect(parseSnapshot('{not json')).toBeNull()
    expect(parseSnapshot(null)).toBeNull()
  })

  it('rejects rows that do not fit the schemas', async () => {
    const saved = snapshotCollections(await freshDb())
    const broken = { ...saved, users: [{ ...saved.users[0], id: 'one' }] } as unknown as typeof saved
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(restoreCollections(createDb(), broken)).rejects.toThrow()
    logged.mockRestore()
  })
})
