import type { Socket } from 'socket.io-client'
import type { RealtimeEvents, RealtimeListeners } from '~/api/realtime-events'
import type { Locale } from '~/shared/i18n/locale'
import type { SocketAddress } from './socket-address'

/** The part of a socket.io client socket the channel uses, so tests can hand in a fake. */
export interface RealtimeSocket {
  on(event: 'connect', listener: () => void): unknown
  on(event: 'disconnect', listener: (reason: string) => void): unknown
  on(event: 'connect_error', listener: (error: Error) => void): unknown
  on<Event extends keyof RealtimeEvents>(event: Event, listener: RealtimeListeners[Event]): unknown
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
  const socket: Socket<RealtimeListeners> = io(url, {
    path,
    transports: ['websocket'],
    auth: { token, locale },
    autoConnect: false,
  })
  return socket
}
