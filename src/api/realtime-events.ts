import type { Schemas } from './types'

/**
 * The real-time channel's events and their payloads (socket.io, default namespace, server to
 * client only), declared once for both ends: the fake backend's channel sends them
 * (mocks/realtime/channel.ts) and the app listens for them (src/features/realtime). Payloads
 * are the contract's records, so a wrong one fails the typecheck on either side.
 */
export interface RealtimeEvents {
  /** A case was opened by anyone: feeds the last-drops strip. To everyone. */
  'item-dropped': Schemas['LastDroppedItem']
  /** The signed-in user's balance changed. To the user. */
  'balance-changed': Schemas['Balance']
  /** A notification, in the language the listener connected with. To the user, or to every signed-in connection. */
  'notification-created': Schemas['Notification']
  /** One of the signed-in user's trades appeared or changed status. To the user. */
  'trade-status-changed': Schemas['ProfileTrade']
}

/** The events as socket.io types a server-to-client map: one listener per event. */
export type RealtimeListeners = { [Event in keyof RealtimeEvents]: (payload: RealtimeEvents[Event]) => void }
