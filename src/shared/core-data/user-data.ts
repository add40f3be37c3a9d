import type { QueryClient } from '@tanstack/react-query'
import type { Core, CurrentUser } from './core-query'
import { coreDataKeys } from './keys'

/** Changes fields of the signed-in user in the core cache, e.g. after the server answered them. */
export function patchCurrentUser(queryClient: QueryClient, patch: Partial<CurrentUser>): void {
  queryClient.setQueryData<Core>(coreDataKeys.core, (core) =>
    core?.currentUser ? { ...core, currentUser: { ...core.currentUser, ...patch } } : core,
  )
}

/** The balance the server answered after a purchase or a sale, shown at once in the header. */
export function setCurrentUserBalance(queryClient: QueryClient, balance: number): void {
  patchCurrentUser(queryClient, { balance })
}
