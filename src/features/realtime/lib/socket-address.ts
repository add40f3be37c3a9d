export interface SocketAddress {
  /** The origin socket.io connects to. */
  url: string
  /** The socket.io path on that origin; undefined for socket.io's default, `/socket.io`. */
  path: string | undefined
}

const SCHEMES = ['http:', 'https:', 'ws:', 'wss:']

/**
 * Where the real-time channel lives, from `core.config.socket_url`. The contract's value is an
 * address whose path, if any, is the socket.io path: `wss://ws.example.com` uses socket.io's
 * default path, `http://localhost:3000/api/socket.io` (the fake backend) serves it under /api.
 * socket.io-client would read that path as a namespace, so it is split off here. A relative
 * value is resolved against the page. Null when there is nothing to connect to.
 */
export function socketAddress(socketUrl: string, pageUrl: string): SocketAddress | null {
  if (socketUrl.trim() === '') return null
  let parsed: URL
  try {
    parsed = new URL(socketUrl, pageUrl)
  } catch {
    return null
  }
  if (!SCHEMES.includes(parsed.protocol)) return null
  const path = parsed.pathname.replace(/\/+$/, '')
  return { url: parsed.origin, path: path === '' ? undefined : path }
}
