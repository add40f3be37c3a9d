import type { CurrentUser } from '~/shared/core-data/core-query'

/** localStorage key of a guest's cookie acceptance (also a signed-in user's, until the server has it). */
export const COOKIE_CONFIRMED_KEY = 'cookieConfirmed'
export const COOKIE_CONFIRMED_VALUE = 'true'

/**
 * - `prompt`: show the cookie modal;
 * - `sync`: a signed-in user accepted locally (e.g. as a guest before signing in), so tell
 *   the server silently and show nothing;
 * - `none`: already answered.
 */
export type CookieConsentAction = 'none' | 'prompt' | 'sync'

export function hasLocalCookieConsent(stored: string | null): boolean {
  return stored === COOKIE_CONFIRMED_VALUE
}

/** Spec section 4, cookie confirmation. */
export function decideCookieConsent(
  user: Pick<CurrentUser, 'cookieConfirmed'> | null,
  localFlag: boolean,
): CookieConsentAction {
  if (user === null) return localFlag ? 'none' : 'prompt'
  if (user.cookieConfirmed) return 'none'
  return localFlag ? 'sync' : 'prompt'
}
