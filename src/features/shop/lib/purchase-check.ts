import type { Need } from '~/api/api-error'
import type { CurrentUser } from '~/shared/core-data/core-query'

export type PurchaseCheck =
  | { kind: 'ready'; balanceAfter: number }
  /** All the user lacks, coins first; `missing` is the coins short (0 when only the tradelink is). */
  | { kind: 'blocked'; needs: Need[]; missing: number }

/** Coins are counted in hundredths, so 0.1 + 0.2 does not miss a purchase by a rounding error. */
const cents = (coins: number) => Math.round(coins * 100)

/** What the shop can already tell about a user who sees this price: enough coins or how many short. */
export function coinsShort(balance: number, price: number): number {
  return Math.max(0, cents(price) - cents(balance)) / 100
}

/**
 * What the confirmation can say before anything is sent, from what the page knows of the
 * user. The server checks the same and more (the price may have changed): this spares the
 * user a request that must fail, and names all that is missing at once, in the server's order:
 * the coins (the card shows them before Buy is pressed), then the tradelink the item goes to.
 */
export function checkPurchase(user: Pick<CurrentUser, 'balance' | 'tradelink'>, price: number): PurchaseCheck {
  const missing = coinsShort(user.balance, price)
  const needs: Need[] = []
  if (missing > 0) needs.push('coins')
  if (!user.tradelink) needs.push('tradelink')
  if (needs.length > 0) return { kind: 'blocked', needs, missing }
  return { kind: 'ready', balanceAfter: (cents(user.balance) - cents(price)) / 100 }
}
