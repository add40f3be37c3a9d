/**
 * Latency added on purpose to the fake backend's answers, for seeing the app's loading states
 * without a slow machine: a delay for every API call, and delays for single paths (which go
 * before it). Unlike a slow fault it never runs out; it ends when set to 0 or with a reset.
 */
export interface Latency {
  /** Added to every call of the API (0: none). */
  allMs: number
  /** By API path without `/api` and query, e.g. `/core`. */
  paths: Map<string, number>
}

export const latency: Latency = { allMs: 0, paths: new Map() }

/** Tests wait for it, like for a slow fault, so it stays short. */
export const MAX_LATENCY_MS = 30_000

/** Sets the delay of one path, or of every call without one; 0 takes it away. */
export function setLatency(target: Latency, delayMs: number, path: string | null = null): void {
  const ms = Math.min(Math.max(0, Math.trunc(delayMs)), MAX_LATENCY_MS)
  if (path === null) target.allMs = ms
  else if (ms === 0) target.paths.delete(path)
  else target.paths.set(path, ms)
}

/** The delay of a call to `path`: its own if set, else the one for every call. */
export function latencyFor(target: Latency, path: string): number {
  return target.paths.get(path) ?? target.allMs
}

export function clearLatency(target: Latency): void {
  target.allMs = 0
  target.paths.clear()
}

export interface LatencyState {
  allMs: number
  paths: { path: string; delayMs: number }[]
}

/** As plain data, for the control API and the browser host's storage. */
export function latencyState(target: Latency): LatencyState {
  return {
    allMs: target.allMs,
    paths: [...target.paths].map(([path, delayMs]) => ({ path, delayMs })).sort((a, b) => a.path.localeCompare(b.path)),
  }
}

export function restoreLatency(target: Latency, saved: LatencyState): void {
  clearLatency(target)
  setLatency(target, saved.allMs)
  for (const { path, delayMs } of saved.paths) setLatency(target, delayMs, path)
}
