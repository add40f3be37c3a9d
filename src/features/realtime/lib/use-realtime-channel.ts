import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useCore } from '~/shared/core-data/core-query'
import { whenIdle } from '~/shared/lib/when-idle'
import { useLocale } from '~/shared/services/app-services'
import { applyRealtimeEvents } from './realtime-cache'
import { createSocketIoSocket, type CreateRealtimeSocket, type RealtimeSocket } from './realtime-socket'
import { socketAddress } from './socket-address'

/** Spec section 7: the channel logs its state, never what it carries. */
function log(state: 'connecting' | 'connected' | 'disconnected', reason?: string): void {
  if (reason === undefined) console.info(`[realtime] ${state}`)
  else console.info(`[realtime] ${state}`, reason)
}

/**
 * The longest the channel waits for a quiet moment. Loading socket.io and opening the socket took
 * 100-370 ms of a 4x slower CPU inside the page's wake-up; what it brings (new drops, a balance, a
 * notification) can come a moment later.
 */
const CONNECT_MAX_WAIT_MS = 3000

/**
 * Keeps the page connected to the real-time channel at `core.config.socket_url` with
 * `core.config.socket_token`, and applies what it pushes to the query cache. Connects after
 * hydration only (an effect, at the first idle moment), again when the token changes (signing in or out), and
 * disconnects on unmount.
 */
export function useRealtimeChannel(createSocket: CreateRealtimeSocket = createSocketIoSocket): void {
  const { socket_url: socketUrl, socket_token: token } = useCore().config
  const locale = useLocale()
  const queryClient = useQueryClient()

  useEffect(() => {
    const address = socketAddress(socketUrl, window.location.href)
    if (!address) return
    let socket: RealtimeSocket | null = null
    let unmounted = false
    const cancelConnecting = whenIdle(() => {
      log('connecting')
      createSocket({ ...address, token, locale })
        .then((created) => {
          if (unmounted) return
          socket = created
          created.on('connect', () => log('connected'))
          created.on('disconnect', (reason) => log('disconnected', reason))
          created.on('connect_error', (error) => log('disconnected', error.message))
          created.io.on('reconnect_attempt', () => log('connecting'))
          applyRealtimeEvents(created, queryClient)
          created.connect()
        })
        .catch(() => log('disconnected', 'the real-time client failed to load'))
    }, CONNECT_MAX_WAIT_MS)
    return () => {
      unmounted = true
      cancelConnecting()
      socket?.disconnect()
    }
  }, [createSocket, locale, queryClient, socketUrl, token])
}
