import type { Core } from '~/shared/core-data/core-query'
import type { Schemas } from '~/api/types'

export type Notification = Schemas['Notification']

/** The unread dot shows while any notification is unviewed (spec section 4). */
export function hasUnviewed(notifications: readonly Notification[]): boolean {
  return notifications.some((notification) => !notification.viewed)
}

/** The core data after the server marked every notification viewed. */
export function withAllViewed(core: Core): Core {
  if (!hasUnviewed(core.notifications)) return core
  return { ...core, notifications: core.notifications.map((n) => (n.viewed ? n : { ...n, viewed: true })) }
}
