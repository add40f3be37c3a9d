import type { AdminSection } from '../lib/sections'

/**
 * The query keys of the panel, all under `['admin']`: invalidating the panel never touches the
 * public pages' cache, and "everything but the panel" is one predicate (`isAdminQueryKey`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  access: ['admin', 'access'] as const,
  section: (section: AdminSection) => ['admin', section] as const,
  lists: (section: AdminSection) => ['admin', section, 'list'] as const,
  list: (section: AdminSection, query: object) => ['admin', section, 'list', query] as const,
  record: (section: AdminSection, id: number) => ['admin', section, 'record', id] as const,
  /** A user's coin ledger and trades: under the users section, so a write there fetches them again too. */
  userLedger: (userId: number, page?: number) =>
    ['admin', 'users', 'ledger', userId, ...(page === undefined ? [] : [page])] as const,
  userTrades: (userId: number, page?: number) =>
    ['admin', 'users', 'trades', userId, ...(page === undefined ? [] : [page])] as const,
}

export function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === adminKeys.all[0]
}
