import type { Server as HttpServer } from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import { Server, type Socket } from 'socket.io'
import { withImageOrigin } from '../domain/fake-images.ts'
import { REALTIME_PATH, REALTIME_TICK_MS, type RealtimeChannel } from './channel.ts'

export interface RealtimeServer {
  /** Disconnects everyone and closes the HTTP server too (socket.io owns it once attached). */
  close: () => Promise<void>
}

/**
 * Serves the real-time channel on an HTTP host of the fake backend (the Vite dev server,
 * `api:serve`) with a real socket.io server at REALTIME_PATH. WebSocket only: the app never
 * long-polls, and a polling request would otherwise need CORS from `api:serve`.
 *
 * `load` answers the channel module as it is now. The dev server reloads mocks/ after an edit
 * (fresh state, fresh event bus), so the server asks again on every tick and every connection
 * and follows the new instance; other hosts hand in the one they imported.
 */
/** The origin a connection came in on: what the seeded pictures' addresses in its messages are made absolute on. */
function originOf(socket: Socket): string {
  return `${socket.handshake.secure ? 'https' : 'http'}://${socket.handshake.headers.host ?? 'localhost'}`
}

/** Sends to each connection of the room (or to all) on its own, with picture addresses on its own origin, as the HTTP answers give them. */
function deliver(io: Server, room: string | null, event: string, payload: unknown): void {
  const text = JSON.stringify(payload)
  const ids = room === null ? [...io.sockets.sockets.keys()] : [...(io.sockets.adapter.rooms.get(room) ?? [])]
  for (const id of ids) {
    const socket = io.sockets.sockets.get(id)
    socket?.emit(event, JSON.parse(withImageOrigin(text, originOf(socket))))
  }
}

export function attachRealtimeServer(
  httpServer: HttpServer | Http2SecureServer,
  load: () => RealtimeChannel | Promise<RealtimeChannel>,
): RealtimeServer {
  const io = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    transports: ['websocket'],
    // The dev server shares its upgrades with Vite's HMR socket: leave unknown ones alone.
    destroyUpgrade: false,
  })

  let current: { channel: RealtimeChannel; stop: () => void } | null = null

  async function currentChannel(): Promise<RealtimeChannel> {
    const channel = await load()
    if (current?.channel !== channel) {
      channel.followWallTime()
      current?.stop()
      const stop = channel.subscribe(({ room, message }) => deliver(io, room, message.event, message.payload))
      current = { channel, stop }
    }
    return channel
  }

  io.use((socket, next) => {
    currentChannel()
      .then((channel) => channel.authenticate(socket.handshake.auth))
      .then(async (audience) => {
        if (!audience) {
          next(new Error('unauthorized'))
          return
        }
        await socket.join(audience.rooms)
        next()
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))))
  })

  const ticker = setInterval(() => {
    currentChannel()
      .then((channel) => channel.tick())
      .catch((error: unknown) => console.error('[fake backend] real-time tick failed', error))
  }, REALTIME_TICK_MS)
  // A host that is done (a test, a stopped server) must not be kept alive by the ticker.
  ticker.unref()
  currentChannel().catch((error: unknown) =>
    console.error('[fake backend] the real-time channel failed to load', error),
  )

  return {
    close: async () => {
      clearInterval(ticker)
      current?.stop()
      current = null
      await io.close()
    },
  }
}
