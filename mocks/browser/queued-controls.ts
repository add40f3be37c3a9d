import { pageStorage } from './page-storage.ts'

/**
 * Control calls (`POST /api/__control/…`) asked for before the demo's first page has loaded. The
 * fake backend lives in the page, so such a call had to load a whole page of the app just to be
 * made, and the page a test then opened was its second full load. A queued call is kept in the
 * origin's `localStorage` and made by the next start of the fake backend, before the app boots,
 * so that first page already shows its effect (a signed-in persona, a scenario, a planned fault).
 *
 * `queueControlCall` is written to run as a Playwright init script (it reads nothing from its
 * module), which runs on every page load: each call carries its place in the queue, and a place
 * already taken is not queued again, so a reload or a second tab never repeats a call.
 */
export const QUEUED_CONTROLS_KEY = 'fake-backend-queued-controls-v1'
export const QUEUED_CONTROL_COUNT_KEY = 'fake-backend-queued-control-count-v1'

export interface QueuedControlCall {
  /** The call's place among the calls queued in this browser context, from 0. */
  place: number
  /** The control's path and query, e.g. `sign-in?persona=regular`. */
  path: string
  queueKey: string
  countKey: string
}

export function queueControlCall({ place, path, queueKey, countKey }: QueuedControlCall): void {
  let store: Storage
  try {
    store = localStorage
  } catch {
    // about:blank and other opaque origins have no storage: the app's page will queue it.
    return
  }
  if (place < Number(store.getItem(countKey) ?? '0')) return
  const queued: unknown = JSON.parse(store.getItem(queueKey) ?? '[]')
  const calls: unknown[] = Array.isArray(queued) ? queued : []
  store.setItem(queueKey, JSON.stringify([...calls, path]))
  store.setItem(countKey, String(place + 1))
}

/** Empties the queue, answering its calls in order; an entry that is not a path is dropped. */
export function takeQueuedControls(store: Pick<Storage, 'getItem' | 'removeItem'>): string[] {
  const text = store.getItem(QUEUED_CONTROLS_KEY)
  if (text === null) return []
  store.removeItem(QUEUED_CONTROLS_KEY)
  let queued: unknown
  try {
    queued = JSON.parse(text)
  } catch {
    return []
  }
  return Array.isArray(queued) ? queued.filter((path): path is string => typeof path === 'string') : []
}

/**
 * Makes the queued calls through the running worker, as a page's `fetch` would, so they answer
 * exactly as they do when asked later (session cookies included). A refused call is an error in
 * the page's console, which fails the e2e test that queued it.
 */
export async function runQueuedControls(): Promise<void> {
  const store = pageStorage('localStorage')
  if (!store) return
  for (const path of takeQueuedControls(store)) {
    const response = await fetch(`/api/__control/${path}`, { method: 'POST', credentials: 'include' })
    if (!response.ok)
      console.error(`[fake backend] queued control call ${path}: ${response.status} ${await response.text()}`)
  }
}
