import { clock, type ClockState } from '../clock.ts'
import { random } from '../random.ts'
import { db, type Db } from './db.ts'
import { seed as seedData, DEFAULT_SEED } from './seed/index.ts'
import { seedSize } from './seed/size.ts'

/**
 * How a database gets its rows: seeded afresh (`reset`) or put back from saved rows
 * (`restoreShared`, the browser host across page loads, see mocks/db/snapshot.ts). Every
 * handler awaits `ensureSeeded` before reading the shared database.
 */

let seeding: Promise<void> | null = null

/**
 * The rows and random position the latest seeding left, by seed, instant and size. A reset from
 * the same point (every test starts from the seed at the fixed test clock) restores a copy
 * instead of seeding again: half the time, and the same state.
 */
let lastSeeded: { key: string; collections: CollectionsSnapshot; random: number } | null = null

/** The latest reset of the shared database: counted, with its seed and the instant it started the clock at. */
const shared: SharedSeedState = { generation: 0, seed: DEFAULT_SEED, startMs: 0, sinceMs: 0, ready: false }

export interface SharedSeedState {
  /** Goes up by one with every reset (or restore) of the shared database. */
  generation: number
  /** The seed of the latest reset; a restored state keeps the seed it was made from. */
  seed: number
  /** The instant that reset started the clock at; the seeded dates are relative to it. */
  startMs: number
  /**
   * The instant this generation's data is known from: `startMs` after a reset, the clock's
   * time at a restore. The real-time tick announces changes after it, never before.
   */
  sinceMs: number
  /** Whether that reset has finished filling the database. */
  ready: boolean
}

/** How the shared database was last seeded, for hosts that follow it over time (the real-time tick). */
export function sharedSeedState(): SharedSeedState {
  return { ...shared }
}

/**
 * Empties the database and fills it again from `seed`, with the clock set to `nowMs` (the
 * host's start unless given: CLOCK_START_MS in tests, the wall time in interactive hosts)
 * and every seeded date relative to it, and the random source reseeded. The same seed and
 * instant always give the same state; the same seed at another instant gives the same state
 * shifted in time.
 */
export async function reset(
  seed: number = DEFAULT_SEED,
  target: Db = db,
  nowMs: number = clock.startMs(),
): Promise<void> {
  const generation = target === db ? ++shared.generation : shared.generation
  if (target === db) {
    shared.seed = seed
    shared.startMs = nowMs
    shared.sinceMs = nowMs
    shared.ready = false
  }
  const run = (async () => {
    for (const collection of Object.values(target)) collection.clear()
    clock.reset(nowMs)
    const key = JSON.stringify({ seed, nowMs, size: seedSize() })
    if (lastSeeded?.key === key) {
      await restoreCollections(target, structuredClone(lastSeeded.collections))
      random.seed(lastSeeded.random)
    } else {
      random.seed(seed)
      await seedData(target, seed, nowMs)
      // Not if another reset of the shared database began meanwhile: its rows would be mixed in.
      if (target !== db || shared.generation === generation)
        lastSeeded = { key, collections: snapshotCollections(target), random: random.state() }
    }
    if (target === db && shared.generation === generation) shared.ready = true
  })()
  // Requests arriving meanwhile wait for this run rather than read a half-filled database.
  if (target === db) seeding = run
  return run
}

/** Seeds the shared database on first use; every handler awaits this before reading. */
export function ensureSeeded(): Promise<void> {
  seeding ??= reset()
  return seeding
}

type RowOf<C> = C extends { all(): Array<infer Row> } ? Row : never

/** Every collection's rows, by collection name, as plain objects. */
export type CollectionsSnapshot = { [K in keyof Db]: Array<RowOf<Db[K]>> }

/** The rows of every collection, copied into plain JSON data (no @msw/data internals). */
export function snapshotCollections(db: Db): CollectionsSnapshot {
  const rows = Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()]))
  return JSON.parse(JSON.stringify(rows)) as CollectionsSnapshot
}

/** What `create` of any collection accepts; each collection checks the row against its schema. */
interface Fillable {
  clear(): void
  create(values: unknown): Promise<unknown>
}

/**
 * Empties every collection of `db` and fills it with the snapshot's rows, in their order.
 * Rows are validated by each collection's schema, so a snapshot of another shape throws.
 */
export async function restoreCollections(db: Db, collections: CollectionsSnapshot): Promise<void> {
  const names = Object.keys(db) as Array<keyof Db>
  for (const name of names) {
    if (!Array.isArray(collections[name])) throw new Error(`the snapshot has no collection ${name}`)
  }
  for (const name of names) {
    const collection = db[name] as unknown as Fillable
    collection.clear()
    for (const row of collections[name]) await collection.create(row)
  }
}

/** A state saved earlier: the rows, with the clock, the random source and the seed they went with. */
export interface SavedState {
  /** The seed of the reset the data came from. */
  seed: number
  /** The instant that reset started the clock at. */
  startMs: number
  clock: ClockState
  random: number
  collections: CollectionsSnapshot
}

/**
 * Puts a saved state back into the shared database (instead of seeding it), with the clock
 * and random source where they were. Requests arriving meanwhile wait for it, as for a
 * reset. Rejects if the rows do not fit the schemas; requests then fail until the next
 * `reset`.
 */
export function restoreShared(saved: SavedState): Promise<void> {
  const generation = ++shared.generation
  shared.seed = saved.seed
  shared.startMs = saved.startMs
  shared.ready = false
  const run = (async () => {
    // Emptied first: a restore that fails half-way leaves none of the rows from before it.
    for (const collection of Object.values(db)) collection.clear()
    await restoreCollections(db, saved.collections)
    clock.restore(saved.clock)
    random.seed(saved.random)
    if (shared.generation === generation) {
      shared.sinceMs = clock.now()
      shared.ready = true
    }
  })()
  seeding = run
  return run
}
