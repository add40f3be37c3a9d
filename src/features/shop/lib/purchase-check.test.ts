import { describe, expect, it } from 'vitest'
import { checkPurchase } from './purchase-check'

const tradelink = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdef'

describe('checkPurchase', () => {
  it('tells the balance after the purchase, to the cent', () => {
    expect(checkPurchase({ balance: 250, tradelink }, 245.5)).toEqual({ kind: 'ready', balanceAfter: 4.5 })
    expect(checkPurchase({ balance: 0.3, tradelink }, 0.1)).toEqual({ kind: 'ready', balanceAfter: 0.2 })
    expect(checkPurchase({ balance: 10, tradelink }, 10)).toEqual({ kind: 'ready', balanceAfter: 0 })
  })

  it('says how many coins are missing', () => {
    expect(checkPurchase({ balance: 0, tradelink }, 7.92)).toEqual({ kind: 'not-enough-coins', missing: 7.92 })
    expect(checkPurchase({ balance: 100.1, tradelink }, 100.2)).toEqual({ kind: 'not-enough-coins', missing: 0.1 })
  })

  it('asks for a tradelink first, as the server does', () => {
    expect(checkPurchase({ balance: 0, tradelink: null }, 7.92)).toEqual({ kind: 'no-tradelink' })
    expect(checkPurchase({ balance: 0, tradelink: '' }, 7.92)).toEqual({ kind: 'no-tradelink' })
  })
})
