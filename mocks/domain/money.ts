import type { Localized } from '../db/schema/fragments.ts'

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

const coinNumbers = {
  ru: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}

/**
 * An amount as the app writes it in each language: "1 234,50 монеты", "1,234.50 coins". Always 2
 * decimals (spec section 9), and a Russian number with a fraction takes "монеты" whatever its digits.
 */
export function coinsText(cents: number): Localized {
  const coins = centsToCoins(cents)
  return { ru: `${coinNumbers.ru.format(coins)} монеты`, en: `${coinNumbers.en.format(coins)} coins` }
}
