import { useRealtimeChannel } from '../lib/use-realtime-channel'
import type { CreateRealtimeSocket } from '../lib/realtime-socket'

interface RealtimeConnectionProps {
  /** Tests hand in a fake socket; the app uses socket.io-client. */
  createSocket?: CreateRealtimeSocket
}

/** The page's real-time channel (spec section 7). Renders nothing; mount it once, in the shell. */
export function RealtimeConnection({ createSocket }: RealtimeConnectionProps) {
  useRealtimeChannel(createSocket)
  return null
}
