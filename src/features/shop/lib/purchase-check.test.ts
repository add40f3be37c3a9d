import { describe, expect, it } from 'vitest'
import { checkPurchase, coinsShort } from './purchase-check'

const tradelink = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdef'

describe('checkPurchase', () => {
  it('tells the balance after the purchase, to the cent', () => {
    expect(checkPurchase({ balance: 250, tradelink }, 245.5)).toEqual({ kind: 'ready', balanceAfter: 4.5 })
    expect(checkPurchase({ balance: 0.3, tradelink }, 0.1)).toEqual({ kind: 'ready', balanceAfter: 0.2 })
    expect(checkPurchase({ balance: 10, tradelink }, 10)).toEqual({ kind: 'ready', balanceAfter: 0 })
  })

  it('says how many coins are missing', () => {
    expect(checkPurchase({ balance: 0, tradelink }, 7.92)).toEqual({ kind: 'blocked', needs: ['coins'], missing: 7.92 })
    expect(checkPurchase({ balance: 100.1, tradelink }, 100.2)).toEqual({
      kind: 'blocked',
      needs: ['coins'],
      missing: 0.1,
    })
  })

  it('names all a new user lacks at once, the coins before the tradelink, as the server does', () => {
    expect(checkPurchase({ balance: 0, tradelink: null }, 7.92)).toEqual({
      kind: 'blocked',
      needs: ['coins', 'tradelink'],
      missing: 7.92,
    })
    expect(checkPurchase({ balance: 10, tradelink: '' }, 7.92)).toEqual({
      kind: 'blocked',
      needs: ['tradelink'],
      missing: 0,
    })
  })
})

describe('coinsShort', () => {
  it('is 0 once the balance covers the price, to the cent', () => {
    expect(coinsShort(0.3, 0.1 + 0.2)).toBe(0)
    expect(coinsShort(7.91, 7.92)).toBe(0.01)
  })
})
