import type { CurrentUser } from '~/shared/core-data/core-query'

export type PurchaseCheck =
  | { kind: 'ready'; balanceAfter: number }
  /** The item goes to the tradelink, so there must be one. */
  | { kind: 'no-tradelink' }
  | { kind: 'not-enough-coins'; missing: number }

/** Coins are counted in hundredths, so 0.1 + 0.2 does not miss a purchase by a rounding error. */
const cents = (coins: number) => Math.round(coins * 100)

/**
 * What the confirmation can say before anything is sent, from what the page knows of the
 * user. The server checks the same and more (the price may have changed): this only spares
 * the user a request that must fail, in the order the server would refuse it.
 */
export function checkPurchase(user: Pick<CurrentUser, 'balance' | 'tradelink'>, price: number): PurchaseCheck {
  if (!user.tradelink) return { kind: 'no-tradelink' }
  const left = cents(user.balance) - cents(price)
  if (left < 0) return { kind: 'not-enough-coins', missing: -left / 100 }
  return { kind: 'ready', balanceAfter: left / 100 }
}
