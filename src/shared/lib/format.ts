import type { Locale } from '~/shared/i18n/locale'
import { formatDecimal, formatPercent } from './format-number'

/** Coin amounts always show 2 decimals (spec section 9). */
export function formatCoins(amount: number, locale: Locale): string {
  return formatDecimal(amount, locale, 2)
}

/**
 * A whole count (views, results) as the locale writes it: `12,345`, `12 345`, for the messages
 * that pick their plural form by `pluralCategory` (src/shared/i18n/plural-category.ts says why).
 */
export function formatCount(count: number, locale: Locale): string {
  return formatDecimal(count, locale, 0)
}

/** The smallest chance shown as a number; below it, "< 0.01 %" says there is one without rounding it to nothing. */
const SMALLEST_SHOWN_CHANCE = 0.0001

/** A probability (0-1) as a percentage with at most two decimals: `12.5%`, `< 0.01%`. */
export function formatChance(chance: number, locale: Locale): string {
  if (chance > 0 && chance < SMALLEST_SHOWN_CHANCE) return `< ${formatPercent(SMALLEST_SHOWN_CHANCE, locale, 2)}`
  return formatPercent(chance, locale, 2)
}
