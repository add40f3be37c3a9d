import type { QueryClient } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import { coreQueryKey, type Core } from '~/shared/core-data/core-query'
import { lastDroppedItemsQueryKey } from '~/shared/core-data/last-dropped-items'
import { setCurrentUserBalance, userDataKey } from '~/shared/core-data/user-data'
import type { RealtimeSocket } from './realtime-socket'

type LastDroppedItem = Schemas['LastDroppedItem']

/**
 * The new drop goes first. The strip keeps the length the server gave it, so it never grows
 * nor shifts the page; a cache nobody has loaded stays unloaded.
 */
function prependDrop(items: LastDroppedItem[] | undefined, item: LastDroppedItem): LastDroppedItem[] | undefined {
  if (!items) return items
  return [item, ...items.filter((existing) => existing.id !== item.id)].slice(0, Math.max(items.length, 1))
}

function prependNotification(core: Core | undefined, notification: Schemas['Notification']): Core | undefined {
  if (!core) return core
  return { ...core, notifications: [notification, ...core.notifications.filter((existing) => existing.id !== notification.id)] }
}

/** Applies the channel's events to the query cache, where every screen already reads from. */
export function applyRealtimeEvents(socket: RealtimeSocket, queryClient: QueryClient): void {
  socket.on('item-dropped', (item) => {
    queryClient.setQueryData<LastDroppedItem[]>(lastDroppedItemsQueryKey, (items) => prependDrop(items, item))
  })
  socket.on('balance-changed', ({ balance }) => {
    setCurrentUserBalance(queryClient, balance)
    // Whatever moved the balance (a referral reward, a purchase, an adjustment) also moved the
    // user's own data on screen: referral statistics, trades.
    void queryClient.invalidateQueries({ queryKey: userDataKey })
  })
  socket.on('notification-created', (notification) => {
    queryClient.setQueryData<Core>(coreQueryKey, (core) => prependNotification(core, notification))
  })
  // Statuses show on the profile's trade pages; the user-data prefix refreshes whichever are open.
  socket.on('trade-status-changed', () => {
    void queryClient.invalidateQueries({ queryKey: userDataKey })
  })
}
