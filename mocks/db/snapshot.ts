import { clock } from '../clock.ts'
import { random } from '../random.ts'
import { db as sharedDb } from './db.ts'
import { defineIndex } from './indexes.ts'
import { DEFAULT_SEED } from './seed/index.ts'
import { sharedSeedState, type SavedState } from './state.ts'

/**
 * The fake backend's whole state as plain JSON, and back. Only the browser host uses it
 * (mocks/browser/persisted-state.ts): its database lives in the page, so it keeps a snapshot
 * in `localStorage` to survive reloads. The HTTP and Node hosts keep their state in memory.
 *
 * Besides the rows, the state is the clock, the random source's position and the seed the
 * data came from. Session tokens come from `settings.sessionSeq` and sessions are rows, so
 * they need nothing else.
 */

/** Bump when the shape of a snapshot or of the rows changes: older snapshots are dropped, not restored. */
export const SNAPSHOT_VERSION = 4

/** What `restoreShared` of mocks/db/state.ts puts back, marked with the build that saved it. */
export interface FakeStateSnapshot extends SavedState {
  version: typeof SNAPSHOT_VERSION
  /** The seed module's default when taken: a build that seeds differently starts afresh. */
  defaultSeed: number
}

/** The shared database's state with the clock and random source, or null while a reset is filling it. */
export function takeSnapshot(): FakeStateSnapshot | null {
  const text = snapshotText()
  return text === null ? null : (JSON.parse(text) as FakeStateSnapshot)
}

/**
 * `takeSnapshot` as JSON text, serialized once (what a host stores): the rows' @msw/data
 * internals are symbol keys, which JSON leaves out.
 *
 * The browser host saves after every call it answers, and most calls write nothing: each
 * collection's text is kept until its next write (./indexes.ts), so a snapshot re-serializes
 * only what changed. Serializing every row each time cost a demo page load about 110 ms.
 */
export function snapshotText(): string | null {
  const seeded = sharedSeedState()
  if (!seeded.ready) return null
  const head = JSON.stringify({
    version: SNAPSHOT_VERSION,
    defaultSeed: DEFAULT_SEED,
    seed: seeded.seed,
    startMs: seeded.startMs,
    clock: clock.snapshot(),
    random: random.state(),
  })
  const collections = Object.entries(sharedDb).map(
    ([name, collection]) => `${JSON.stringify(name)}:${rowsText(collection)}`,
  )
  return `${head.slice(0, -1)},"collections":{${collections.join(',')}}}`
}

const rowsText = defineIndex((rows: readonly unknown[]) => JSON.stringify(rows))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A stored snapshot, if it is one this build can restore: the same version and default seed,
 * and every collection present. Anything else (nothing stored, broken JSON, an older build's
 * snapshot) answers null, and the host seeds afresh.
 */
export function parseSnapshot(text: string | null): FakeStateSnapshot | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value) || value.version !== SNAPSHOT_VERSION || value.defaultSeed !== DEFAULT_SEED) return null
  if (typeof value.seed !== 'number' || typeof value.startMs !== 'number' || typeof value.random !== 'number')
    return null
  const { clock: clockState, collections } = value
  if (!isRecord(clockState) || typeof clockState.baseMs !== 'number' || typeof clockState.wallAnchorMs !== 'number')
    return null
  if (clockState.mode !== 'frozen' && clockState.mode !== 'running') return null
  if (clockState.start !== 'fixed' && clockState.start !== 'wall') return null
  if (!isRecord(collections) || !Object.keys(sharedDb).every((name) => Array.isArray(collections[name]))) return null
  return value as unknown as FakeStateSnapshot
}
