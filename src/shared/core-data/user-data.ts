import type { QueryClient } from '@tanstack/react-query'
import { coreQueryKey, type Core, type CurrentUser } from './core-query'

/**
 * Prefix of every query holding the signed-in user's own data (profile, trades, referral
 * statistics). A change made on one screen (a purchase, a sold case item) invalidates this
 * prefix, so no feature needs to know another feature's query keys.
 */
export const userDataKey = ['me'] as const

/** Changes fields of the signed-in user in the core cache, e.g. after the server answered them. */
export function patchCurrentUser(queryClient: QueryClient, patch: Partial<CurrentUser>): void {
  queryClient.setQueryData<Core>(coreQueryKey, (core) =>
    core?.currentUser ? { ...core, currentUser: { ...core.currentUser, ...patch } } : core,
  )
}

/** The balance the server answered after a purchase or a sale, shown at once in the header. */
export function setCurrentUserBalance(queryClient: QueryClient, balance: number): void {
  patchCurrentUser(queryClient, { balance })
}
