/**
 * A `datetime-local` input's text read as UTC, the time zone the site shows dates in, and back:
 * `2025-06-30T21:00` ⇄ `2025-06-30T21:00:00.000Z`. The browser's own time zone plays no part,
 * so what an admin types is what visitors see.
 */
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** The input's text as an ISO 8601 UTC string, or null when it is empty or not a real moment. */
export function utcInputToIso(text: string): string | null {
  const match = INPUT.exec(text.trim())
  if (!match) return null
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds)
  const date = new Date(ms)
  // 2025-02-30 or 10:75 would roll over into the next month or hour: not a moment anyone meant.
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hours ||
    date.getUTCMinutes() !== minutes
  )
    return null
  return date.toISOString()
}

/** An ISO 8601 moment as the input's text in UTC (to the minute), or '' for none or a bad value. */
export function isoToUtcInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 16)
}
