import { useSyncExternalStore } from 'react'

const TICK_MS = 1000

/** Current time, whole seconds, so repeated reads within one second agree. */
const currentSecond = () => Math.floor(Date.now() / TICK_MS) * TICK_MS

let now = 0
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (timer === undefined) {
    now = currentSecond()
    timer = setInterval(() => {
      now = currentSecond()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

// While nothing is subscribed the clock is not running, so read the time afresh.
const getSnapshot = () => (timer === undefined ? currentSecond() : now)

/** The server and the hydrating browser have no "now": the page they agree on has none. */
const getServerSnapshot = () => null

/**
 * The current time, ticking every second in the browser; null while rendering on the server
 * and during hydration, so server and browser markup match.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
