import { faults, type Fault } from '../faults/faults.ts'
import { pageStorage } from './page-storage.ts'

/**
 * Planned failures (../faults/faults.ts) live in the page with the rest of the browser host, so
 * on their own they would end with the page load that planned them, and a failure could never
 * meet a page's first load (a test plans it from a loaded page, then opens the page to try).
 * They are kept in `sessionStorage` (this tab only) after every answered request and taken back
 * on the next start; a reset empties them as it empties the map.
 */
const FAULTS_STORAGE_KEY = 'fake-backend-faults-v1'

export function saveFaults(): void {
  const store = pageStorage('sessionStorage')
  if (!store) return
  try {
    if (faults.size === 0) store.removeItem(FAULTS_STORAGE_KEY)
    else store.setItem(FAULTS_STORAGE_KEY, JSON.stringify([...faults.entries()]))
  } catch {
    // Storage refused: the faults last this page load, as before.
  }
}

function isEntry(value: unknown): value is [string, Fault] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'object' &&
    value[1] !== null
  )
}

export function restoreFaults(): void {
  const store = pageStorage('sessionStorage')
  if (!store) return
  try {
    const saved: unknown = JSON.parse(store.getItem(FAULTS_STORAGE_KEY) ?? '[]')
    if (Array.isArray(saved)) for (const entry of saved) if (isEntry(entry)) faults.set(entry[0], entry[1])
  } catch {
    // A broken entry is no plan at all.
  }
}
