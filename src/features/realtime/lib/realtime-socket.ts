import type { Socket } from 'socket.io-client'
import type { Schemas } from '~/api/types'
import type { Locale } from '~/shared/i18n/locale'
import type { SocketAddress } from './socket-address'

/** What the server pushes on the channel (server-to-client only; the client sends nothing). */
export interface RealtimeEvents {
  /** A case was opened by anyone: feeds the last-drops strip. */
  'item-dropped': Schemas['LastDroppedItem']
  /** The signed-in user's balance changed. */
  'balance-changed': Schemas['Balance']
  /** The signed-in user got a notification, in the language they connected with. */
  'notification-created': Schemas['Notification']
  /** One of the signed-in user's trades appeared or changed status. */
  'trade-status-changed': Schemas['ProfileTrade']
}

type RealtimeServerEvents = { [Event in keyof RealtimeEvents]: (payload: RealtimeEvents[Event]) => void }

/** The part of a socket.io client socket the channel uses, so tests can hand in a fake. */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown
  on(event: 'disconnect', listener: (reason: string) => void): unknown
  on(event: 'connect_error', listener: (error: Error) => void): unknown
  on(event: 'item-dropped', listener: (item: RealtimeEvents['item-dropped']) => void): unknown
  on(event: 'balance-changed', listener: (balance: RealtimeEvents['balance-changed']) => void): unknown
  on(event: 'notification-created', listener: (notification: RealtimeEvents['notification-created']) => void): unknown
  on(event: 'trade-status-changed', listener: (trade: RealtimeEvents['trade-status-changed']) => void): unknown
  /** The socket.io manager: it reconnects on its own after a dropped connection. */
  io: { on(event: 'reconnect_attempt', listener: () => void): unknown }
  connect(): unknown
  disconnect(): unknown
}

interface RealtimeSocketOptions extends SocketAddress {
  token: string
  locale: Locale
}

/** Creates the socket without connecting it, so every listener is in place first. */
export type CreateRealtimeSocket = (options: RealtimeSocketOptions) => Promise<RealtimeSocket>

/**
 * socket.io-client, loaded only when a page connects: its own chunk, never on the server.
 * WebSocket only: no long-polling fallback, which also lets the demo's msw link (which sees
 * WebSockets only) take the connection.
 */
export const createSocketIoSocket: CreateRealtimeSocket = async ({ url, path, token, locale }) => {
  const { io } = await import('socket.io-client')
  const socket: Socket<RealtimeServerEvents> = io(url, {
    path,
    transports: ['websocket'],
    auth: { token, locale },
    autoConnect: false,
  })
  return socket
}
