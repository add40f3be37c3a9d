import { parseSnapshot, snapshotText } from '../db/snapshot.ts'
import { reset, restoreShared } from '../db/state.ts'
import { pageStorage } from './page-storage.ts'

/**
 * The browser host's database lives in the page, so on its own it would be seeded afresh on
 * every load and a sign-in, a purchase or an opened case would not survive a reload. This
 * keeps a snapshot of the whole fake state in the page's `localStorage` (per origin, shared
 * by its tabs: the last tab to answer a request wins), saved after every handled API request
 * and restored on the next start. `POST /api/__control/reset` drops it and saves the fresh
 * state, so tests start from the seed as before.
 *
 * Only the static demo's worker uses it; Storybook, Vitest and the HTTP hosts do not.
 */
const STATE_STORAGE_KEY = 'fake-backend-state-v1'

const RESET_PATH = '/api/__control/reset'

/** The text last written, so an unchanged state is not written again. */
let lastSaved: string | null = null

function clear(store: Storage): void {
  lastSaved = null
  try {
    store.removeItem(STATE_STORAGE_KEY)
  } catch {
    // Nothing stored then.
  }
}

/** Writes the current state; while a reset is filling the database, the request that ran it saves it instead. */
function saveState(): void {
  const store = pageStorage('localStorage')
  if (!store) return
  const text = snapshotText()
  if (text === null || text === lastSaved) return
  try {
    store.setItem(STATE_STORAGE_KEY, text)
    lastSaved = text
  } catch (error) {
    // Over quota: better seeded afresh on the next load than restored to an older state.
    clear(store)
    console.warn('[fake backend] could not keep the fake state across reloads', error)
  }
}

/**
 * After each request the worker answered: saves the state. A reset's drops the old snapshot
 * first, so a failed write can never bring the state before the reset back.
 */
export function saveAfterRequest(request: Request): void {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/api/')) return
  if (pathname === RESET_PATH) {
    const store = pageStorage('localStorage')
    if (store) clear(store)
  }
  saveState()
}

/**
 * Restores the saved state if there is one this build can read, else seeds as usual (on the
 * first request). A snapshot that does not fit the schemas any more is dropped and the
 * database reset.
 */
export async function restoreSavedState(): Promise<void> {
  const store = pageStorage('localStorage')
  if (!store) return
  let text: string | null = null
  try {
    text = store.getItem(STATE_STORAGE_KEY)
  } catch {
    return
  }
  const snapshot = parseSnapshot(text)
  if (!snapshot) {
    if (text !== null) clear(store)
    return
  }
  try {
    await restoreShared(snapshot)
    lastSaved = text
  } catch (error) {
    console.warn('[fake backend] the saved fake state could not be restored; seeding afresh', error)
    clear(store)
    await reset()
  }
}
