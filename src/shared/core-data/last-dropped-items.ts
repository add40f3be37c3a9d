/**
 * The latest drops of all users. Shared, and kept stable, because two features write this
 * cache: cases fetches it (and refreshes it after an opening), the real-time channel
 * prepends each new drop to it.
 */
export const lastDroppedItemsQueryKey = ['cases', 'last-items'] as const
