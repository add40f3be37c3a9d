import { describe, expect, it } from 'vitest'
import { centsToCoins, coinsText, coinsToCents } from './money.ts'

describe('money', () => {
  it('converts between cents and coins with 2 decimals', () => {
    expect(centsToCoins(125_362)).toBe(1253.62)
    expect(coinsToCents(1253.62)).toBe(125_362)
    expect(coinsToCents(0.1 + 0.2)).toBe(30)
    expect(coinsText(5).en).toBe('0.05 coins')
  })

  it('refuses negative, fractional-cent and non-finite amounts', () => {
    expect(coinsToCents(-1)).toBeNull()
    expect(coinsToCents(1.005)).toBeNull()
    expect(coinsToCents(Number.NaN)).toBeNull()
  })

  it("writes amounts as the app does in each language: 2 decimals, the language's separators and words", () => {
    expect(coinsText(2_500)).toEqual({ ru: '25,00 монеты', en: '25.00 coins' })
    expect(coinsText(123_450)).toEqual({ ru: '1\u00a0234,50 монеты', en: '1,234.50 coins' })
  })
})
