/**
 * The one clock of the fake backend. Every rule reads time from here, so cooldowns,
 * giveaway ends and trade statuses can be fast-forwarded and replayed exactly.
 *
 * Frozen it only moves when told to; running it also follows wall time, so a timed case
 * really opens and trades really move while someone clicks around.
 *
 * Each reset of the database starts the clock at an instant and seeds every date relative
 * to it (mocks/db/state.ts). Without an instant given, that is the host's start:
 * - tests (Vitest, msw/node, Storybook): the fixed CLOCK_START_MS, frozen, so every run
 *   gives the same bytes;
 * - interactive hosts (dev server, `api:serve`, the browser worker) call
 *   `followWallTime()`: the current wall time, running, so the data is "now" for the
 *   browser's own clock, which the app's countdowns read.
 */
export const CLOCK_START_MS = Date.UTC(2025, 5, 2, 12, 0, 0)

export type ClockMode = 'frozen' | 'running'

/** Where a reset starts the clock when no instant is given. */
type ClockStart = 'fixed' | 'wall'

/** Everything the clock holds, as plain data (the browser host keeps it across page loads). */
export interface ClockState {
  baseMs: number
  mode: ClockMode
  /** Wall time when the clock last started running; only read in `running` mode. */
  wallAnchorMs: number
  start: ClockStart
}

const state: ClockState = { baseMs: CLOCK_START_MS, mode: 'frozen', wallAnchorMs: 0, start: 'fixed' }

/**
 * Wall time as the browser's clock reads it (`Date.now()`, not a monotonic timer), so a
 * running clock stays in step with the app's countdowns even across a machine's sleep, and a
 * page clock installed by Playwright moves the browser host's fake backend too.
 */
function wallNow(): number {
  return Date.now()
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
  /** The host's start: CLOCK_START_MS, or the current wall time once the host follows it. */
  startMs(): number {
    return state.start === 'wall' ? Math.floor(wallNow()) : CLOCK_START_MS
  },
  start(): ClockStart {
    return state.start
  },
  /** Back to `startMs` (the host's start unless given), keeping the mode. */
  reset(startMs: number = clock.startMs()): void {
    clock.set(startMs)
  },
  /**
   * For hosts someone clicks around in: from now on resets start at the current wall time,
   * and the clock runs. Only the first call does anything, so a host may call it on every
   * request without undoing a mode set since through the test controls.
   */
  followWallTime(): void {
    if (state.start === 'wall') return
    state.start = 'wall'
    clock.setMode('running')
  },
  /** Back to the fixed start of tests (resets start at CLOCK_START_MS); the mode stays. */
  useFixedStart(): void {
    state.start = 'fixed'
  },
  /** A copy of the clock's state, for `restore` (mocks/db/snapshot.ts). */
  snapshot(): ClockState {
    return { ...state }
  },
  /**
   * Puts a saved state back as it was. A running clock keeps its wall-time anchor, so the
   * time that passed meanwhile (a page reload) has passed for it too.
   */
  restore(saved: ClockState): void {
    Object.assign(state, saved)
  },
}
