/**
 * The one clock of the fake backend. Every rule reads time from here, so cooldowns,
 * giveaway ends and trade statuses can be fast-forwarded and replayed exactly.
 *
 * Frozen (tests) it only moves when told to; running (the interactive hosts) it also
 * follows wall time, so a timed case really opens and trades really move while someone
 * clicks around. Both modes start from the same fixed instant, so a seed means the same
 * dates everywhere.
 */
export const CLOCK_START_MS = Date.UTC(2025, 5, 2, 12, 0, 0)

export type ClockMode = 'frozen' | 'running'

interface ClockState {
  baseMs: number
  mode: ClockMode
  /** Wall time when the clock last started running; only read in `running` mode. */
  wallAnchorMs: number
}

const state: ClockState = { baseMs: CLOCK_START_MS, mode: 'frozen', wallAnchorMs: 0 }

function wallNow(): number {
  return globalThis.performance.now()
}

export const clock = {
  /** Whole milliseconds, so stored times and ISO dates stay exact. */
  now(): number {
    return Math.floor(state.mode === 'running' ? state.baseMs + (wallNow() - state.wallAnchorMs) : state.baseMs)
  },
  nowIso(): string {
    return new Date(clock.now()).toISOString()
  },
  advance(ms: number): void {
    state.baseMs += ms
  },
  set(ms: number): void {
    state.baseMs = ms
    state.wallAnchorMs = wallNow()
  },
  mode(): ClockMode {
    return state.mode
  },
  setMode(mode: ClockMode): void {
    // Keep the current instant when switching, so no time is lost or repeated.
    state.baseMs = clock.now()
    state.wallAnchorMs = wallNow()
    state.mode = mode
  },
  /** Back to the fixed start instant, keeping the mode. */
  reset(): void {
    clock.set(CLOCK_START_MS)
  },
}
