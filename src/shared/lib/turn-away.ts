import { redirect } from '@tanstack/react-router'
import { localeParam, type Locale } from '~/shared/i18n/locale'
import { optionalEnumParam, optionalSameSitePathParam } from './url-state'

/** Why a guard sent the visitor to the main page: a guest must sign in; a user's roles do not let them in. */
const TURNED_AWAY_REASONS = ['sign-in', 'no-access'] as const
export type TurnedAwayReason = (typeof TURNED_AWAY_REASONS)[number]

/** The main page's address values that say why the visitor was sent there, and from where. */
export const turnedAwaySearch = {
  denied: optionalEnumParam(TURNED_AWAY_REASONS),
  from: optionalSameSitePathParam,
}

/**
 * Spec section 6 sends whoever a guard refuses to the main page of their language; the address
 * says why and from where, so the page can tell them and offer to sign in (back to `from`).
 */
export function turnAway(locale: Locale, reason: TurnedAwayReason, from: string | undefined): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches a thrown redirect (its documented API)
  throw redirect({ to: '/{-$locale}', params: { locale: localeParam(locale) }, search: { denied: reason, from } })
}
