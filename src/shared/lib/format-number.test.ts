import { describe, expect, it } from 'vitest'
import type { Locale } from '~/shared/i18n/locale'
import { formatDecimal, formatPercent } from './format-number'

const INTL_LOCALE: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US' }

/** A fixed pseudo-random spread of amounts with up to four decimals, as prices and balances come. */
function spread(count: number): number[] {
  let seed = 20261128
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: count }, () => Math.round(next() * 10 ** Math.floor(next() * 8) * 10000) / 10000)
}

const SAMPLES = [
  ...spread(500),
  0,
  0.004,
  0.005,
  0.045,
  0.5,
  1,
  1.005,
  1.015,
  2.675,
  4.45,
  4.95,
  9.995,
  12,
  99.99,
  999.995,
  1000,
  1234.5,
  1234.567,
  12345.678,
  99999.999,
  1234567.891,
  10000000,
  -0.001,
  -0,
  -5,
  -1234.5,
  123456789.125,
  0.1 + 0.2,
  // Around the 15 digits a Number counts exactly, where the rounding changes arithmetic.
  1234567890123.455,
  12345678901234.56,
  999999999999.995,
]

describe('formatDecimal', () => {
  it.each(['ru', 'en'] as const)('writes what Intl.NumberFormat writes for %s, at 0 to 2 decimals', (locale) => {
    for (const [minDigits, maxDigits] of [
      [2, 2],
      [1, 1],
      [0, 2],
      [0, 0],
    ] as const) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale], {
        minimumFractionDigits: minDigits,
        maximumFractionDigits: maxDigits,
      })
      for (const value of SAMPLES) {
        expect(formatDecimal(value, locale, minDigits, maxDigits), `${value} at ${minDigits}-${maxDigits}`).toBe(
          intl.format(value),
        )
      }
    }
  })

  it.each(['ru', 'en'] as const)(
    'writes what Intl writes for %s at ten decimals, as fair rolls are shown',
    (locale) => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 10, maximumFractionDigits: 10 })
      // A roll is a 32-bit HMAC prefix over 2^32; a range's end a sum of chances.
      const rolls = [0, 1, 2 ** 31, 2 ** 32 - 1, ...spread(300).map((value) => Math.floor(value * 997) % 2 ** 32)]
      const ends = [0.1 + 0.2, 1 / 3, 0.99995, 0.12345678905, 1e-7, 0.00000000005, 1]
      for (const value of [...rolls.map((roll) => roll / 2 ** 32), ...ends]) {
        expect(formatDecimal(value, locale, 10), String(value)).toBe(intl.format(value))
      }
    },
  )

  it('writes coins with the Russian group and decimal separators', () => {
    expect(formatDecimal(1234.5, 'ru', 2)).toBe('1\u00a0234,50')
    expect(formatDecimal(1234.567, 'en', 2)).toBe('1,234.57')
  })
})

describe('formatPercent', () => {
  it.each(['ru', 'en'] as const)('writes what Intl writes for percentages in %s', (locale) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 })
    for (const value of [0, 0.0001, 0.07, 0.125, 1 / 3, 0.5, 0.99995, 1, 0.00005]) {
      expect(formatPercent(value, locale, 2), String(value)).toBe(intl.format(value))
    }
  })
})
