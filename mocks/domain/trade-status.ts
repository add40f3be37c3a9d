/**
 * Where a trade stands, as the contract names it. Never stored: it follows from the trade's age
 * on the fake clock (trades.ts). Apart from trades.ts so the domain events can carry it without
 * importing the rules that emit them.
 */
export type TradeStatus = 'waiting' | 'sold' | 'purchase' | 'sended' | 'delivered' | 'error'
