import { SESSION_COOKIE } from '../domain/sessions.ts'

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * Not HttpOnly on purpose: in the browser host msw writes mocked cookies to
 * `document.cookie`, which cannot hold HttpOnly ones.
 */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`
}

export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
