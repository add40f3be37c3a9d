import type { QueryClient } from '@tanstack/react-query'
import type { Schemas } from '~/api/types'
import type { Core } from '~/shared/core-data/core-query'
import { addLastDrop } from '~/shared/core-data/last-dropped-items'
import { setCurrentUserBalance } from '~/shared/core-data/user-data'
import { coreDataKeys } from '~/shared/core-data/keys'
import type { RealtimeSocket } from './realtime-socket'

function prependNotification(core: Core | undefined, notification: Schemas['Notification']): Core | undefined {
  if (!core) return core
  return {
    ...core,
    notifications: [notification, ...core.notifications.filter((existing) => existing.id !== notification.id)],
  }
}

/** Applies the channel's events to the query cache, where every screen already reads from. */
export function applyRealtimeEvents(socket: RealtimeSocket, queryClient: QueryClient): void {
  socket.on('item-dropped', (item) => {
    addLastDrop(queryClient, item)
  })
  socket.on('balance-changed', ({ balance }) => {
    setCurrentUserBalance(queryClient, balance)
    // Whatever moved the balance (a referral reward, a purchase, an adjustment) also moved the
    // user's own data on screen: referral statistics, trades.
    void queryClient.invalidateQueries({ queryKey: coreDataKeys.user })
  })
  socket.on('notification-created', (notification) => {
    queryClient.setQueryData<Core>(coreDataKeys.core, (core) => prependNotification(core, notification))
  })
  // Statuses show on the profile's trade pages; the user-data prefix refreshes whichever are open.
  socket.on('trade-status-changed', () => {
    void queryClient.invalidateQueries({ queryKey: coreDataKeys.user })
  })
}
