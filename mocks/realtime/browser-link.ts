import { ws } from 'msw'
import { toSocketIo } from '@mswjs/socket.io-binding'
import { REALTIME_PATH, REALTIME_TICK_MS, realtimeChannel, type Audience } from './channel.ts'

/** The binding announces a 25 s ping interval; the client drops a connection that hears no ping for 30 s. */
const PING_MS = 20_000

/** Engine.io frames carrying socket.io packets (engine `4` = message; socket.io `0` connect, `1` disconnect). */
const SOCKET_IO_CONNECT = '40'
const SOCKET_IO_DISCONNECT = '41'
const ENGINE_IO_PING = '2'

function connectAuth(frame: string): unknown {
  try {
    return JSON.parse(frame.slice(SOCKET_IO_CONNECT.length)) as unknown
  } catch {
    return undefined
  }
}

/**
 * The real-time channel of the browser host (static demo): the page's WebSockets to
 * REALTIME_PATH on this origin are intercepted by msw and spoken to with
 * `@mswjs/socket.io-binding`, fed by the same channel as the socket.io server of the HTTP
 * hosts.
 *
 * The binding accepts every connection at once, before the client has sent its `auth`: the
 * connection stays silent until the client's connect packet names a valid token, and is
 * disconnected by the server when it does not. It has no rooms, so each connection filters
 * the deliveries by its own audience. It sends no pings either; this link does.
 */
export function realtimeLink(origin: string) {
  const link = ws.link(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}/`)
  return link.addEventListener('connection', (connection) => {
    const io = toSocketIo(connection)
    const { client } = connection
    let audience: Audience | null = null

    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string' || !event.data.startsWith(SOCKET_IO_CONNECT)) return
      realtimeChannel
        .authenticate(connectAuth(event.data))
        .then((result) => {
          audience = result
          if (!result) client.send(SOCKET_IO_DISCONNECT)
        })
        .catch((error: unknown) => console.error('[fake backend] real-time authentication failed', error))
    })

    const stop = realtimeChannel.subscribe(({ room, message }) => {
      if (audience && (room === null || audience.rooms.includes(room))) io.client.emit(message.event, message.payload)
    })
    const ping = setInterval(() => client.send(ENGINE_IO_PING), PING_MS)
    client.addEventListener('close', () => {
      stop()
      clearInterval(ping)
    })
  })
}

/** Moves the fake clock's trade statuses along for as long as the page lives. */
export function startRealtimeTicks(): void {
  setInterval(() => realtimeChannel.tick(), REALTIME_TICK_MS)
}
