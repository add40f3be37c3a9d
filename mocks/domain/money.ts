/**
 * Money is kept in integer cents so sums never drift; the API speaks coins with 2 decimals.
 */
export function centsToCoins(cents: number): number {
  return Math.round(cents) / 100
}

/** Null when the value is not a finite, non-negative amount with at most 2 decimals. */
export function coinsToCents(coins: number): number | null {
  if (!Number.isFinite(coins) || coins < 0) return null
  const cents = Math.round(coins * 100)
  return Math.abs(cents - coins * 100) < 1e-6 ? cents : null
}

export function formatCoins(cents: number): string {
  return centsToCoins(cents).toFixed(2)
}
