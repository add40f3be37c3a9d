import { readStorage, writeStorage } from './storage'
import { logoRefresh } from './logo-refresh'

/** Spec section 8/9: a failed script chunk reloads the page once, at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const LAST_RELOAD_KEY = 'chunkReloadAt'

const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
]

/** Whether an error says a lazily loaded script (usually from an older deploy) is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && 'message' in error)) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * A reload is allowed when none happened within the guard time. A stored time in the future
 * (a changed clock) does not block reloads forever.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  const elapsed = now - lastReloadAt
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS
}

/**
 * Browser only. Reloads the page when the guard allows; otherwise (a reload did not help)
 * leaves the page as it is and only asks the logo to do a full load next time. The time is
 * kept in sessionStorage so the guard survives the reload but not the tab.
 */
export function reloadAfterChunkError(now = Date.now()): boolean {
  const stored = readStorage('session', LAST_RELOAD_KEY)
  const lastReloadAt = stored === null ? null : Number(stored)
  logoRefresh.request()
  if (!shouldReloadAfterChunkError(lastReloadAt, now)) return false
  writeStorage('session', LAST_RELOAD_KEY, String(now))
  window.location.reload()
  return true
}
