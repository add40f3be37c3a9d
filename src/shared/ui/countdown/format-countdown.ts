const SECOND = 1000

/**
 * Time left as `H:MM:SS`, hours counted past 24 (a 24-hour cooldown reads `24:00:00`), so the
 * text needs no translated units. Partial seconds round up: the countdown shows `0:00:00`
 * only when the moment has come.
 */
export function formatCountdown(msLeft: number): string {
  const totalSeconds = Math.max(0, Math.ceil(msLeft / SECOND))
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  return `${hours}:${pad(minutes)}:${pad(seconds)}`
}

function pad(value: number): string {
  return value.toString().padStart(2, '0')
}

/** Milliseconds from `now` until the ISO moment, never below zero. */
export function msUntil(iso: string, now: number): number {
  return Math.max(0, Date.parse(iso) - now)
}
