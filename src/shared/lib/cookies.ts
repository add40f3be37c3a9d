export interface CookieOptions {
  maxAgeSeconds: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/** The `document.cookie` assignment for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(options.maxAgeSeconds)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** Browser only: call from event handlers or effects. */
export function setCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = serializeCookie(name, value, { secure: window.location.protocol === 'https:', ...options })
}
