import { describe, expect, it } from 'vitest'
import { parseCoinAmount } from './coin-amount'

describe('parseCoinAmount', () => {
  it('reads signed amounts with a point or a comma, and spaces between thousands', () => {
    expect(parseCoinAmount('25')).toBe(25)
    expect(parseCoinAmount('-12,5')).toBe(-12.5)
    expect(parseCoinAmount(' +3.75 ')).toBe(3.75)
    expect(parseCoinAmount('1 000.10')).toBe(1000.1)
    expect(parseCoinAmount('.5')).toBe(0.5)
  })

  it('leaves the number of decimals to the server', () => {
    expect(parseCoinAmount('0.125')).toBe(0.125)
  })

  it('refuses what is not a number', () => {
    for (const text of ['', '-', 'abc', '1e3', '12.5.1', '1,2,3', '--1']) expect(parseCoinAmount(text)).toBeNull()
  })
})
