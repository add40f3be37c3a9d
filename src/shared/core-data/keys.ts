/**
 * The query keys more than one feature reads or writes. Features never import each other, so a
 * key one feature caches and another invalidates or writes lives here, and each feature's own
 * factory (`features/<feature>/api/keys.ts`) builds on it.
 */
export const coreDataKeys = {
  /** The initial data of every page (`/core`): who is signed in, categories, banners, config. */
  core: ['core'] as const,
  /**
   * Prefix of every query holding the signed-in user's own data (profile, trades, drops,
   * referral statistics). A change made on one screen (a purchase, a sold case item) invalidates
   * this prefix, so no feature needs to know another feature's query keys.
   */
  user: ['me'] as const,
  /**
   * The latest drops of all users: cases fetches it (and refreshes it once an opening has
   * landed), the real-time channel prepends each new drop to it.
   */
  lastDroppedItems: ['cases', 'last-items'] as const,
}
