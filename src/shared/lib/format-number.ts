import type { Locale } from '~/shared/i18n/locale'

/**
 * Numbers written as ru-RU and en-US write them, by hand. The first `Intl.NumberFormat` a page
 * makes costs 20-250 ms (the browser loads its number data then), inside the page's wake-up on
 * every page with a rating or a price; the two locales' rules fit in a few lines, and the server
 * and the browser cannot disagree on them. format-number.test.ts holds them to Intl's output.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string; percent: string }> = {
  ru: { group: '\u00a0', decimal: ',', percent: '\u00a0%' },
  en: { group: ',', decimal: '.', percent: '%' },
}

/**
 * `abs` (≥ 0) rounded half away from zero at `digits` decimals, as Intl does: on the number's
 * shortest decimal form (1.005 → 1.01), not on its binary value as `toFixed` does (1.00).
 */
function roundedDigits(abs: number, digits: number): { whole: string; fraction: string } {
  const text = String(abs)
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(digits).split('.')
    return { whole, fraction }
  }
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') }
  const kept = whole + fraction.slice(0, digits)
  const roundUp = (fraction[digits] ?? '0') >= '5' ? 1 : 0
  // Up to 15 digits a Number counts exactly, at a fraction of a BigInt's cost (every rating of a page).
  const sum = kept.length <= 15 ? String(Number(kept) + roundUp) : (BigInt(kept) + BigInt(roundUp)).toString()
  const scaled = sum.padStart(digits + 1, '0')
  return { whole: scaled.slice(0, scaled.length - digits), fraction: scaled.slice(scaled.length - digits) }
}

function grouped(whole: string, group: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
}

/**
 * `value` with `minDigits` to `maxDigits` decimals (trailing zeros past `minDigits` dropped),
 * thousands grouped, in the locale's separators.
 */
export function formatDecimal(value: number, locale: Locale, minDigits: number, maxDigits = minDigits): string {
  if (!Number.isFinite(value)) return String(value)
  const { group, decimal } = SEPARATORS[locale]
  const { whole, fraction } = roundedDigits(Math.abs(value), maxDigits)
  let shownFraction = fraction
  while (shownFraction.length > minDigits && shownFraction.endsWith('0')) shownFraction = shownFraction.slice(0, -1)
  // Like Intl, a negative amount that rounds to zero keeps its sign.
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return sign + grouped(whole, group) + (shownFraction ? decimal + shownFraction : '')
}

/** A fraction (0.125) as a percentage with up to `maxDigits` decimals: `12.5%`, `12,5 %`. */
export function formatPercent(fraction: number, locale: Locale, maxDigits: number): string {
  // The fraction's own decimal form shifted by two places, so 0.07 stays 7, not 7.000000000000001.
  const shifted = Number(`${fraction}e2`)
  return (
    formatDecimal(Number.isFinite(shifted) ? shifted : fraction * 100, locale, 0, maxDigits) +
    SEPARATORS[locale].percent
  )
}
