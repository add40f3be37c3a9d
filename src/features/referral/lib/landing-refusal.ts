import type { CurrentUser } from '~/shared/core-data/core-query'

/** The Steam level a friend needs to activate a code (spec section 5 and 9). */
export const REF_REQUIRED_LEVEL = 5

/** Why a code cannot be activated, as far as the page knows; owning CS2 only the server knows. */
export type LandingRefusal = 'already-activated' | 'own-code' | 'level-too-low'

/** Codes are compared as the server compares them: case aside, Cyrillic yo (U+0451) as ie (U+0435). */
function sameCode(a: string, b: string): boolean {
  const normal = (code: string) =>
    code
      .toLowerCase()
      .replace(/\u0451/g, '\u0435')
      .trim()
  return normal(a) === normal(b)
}

/**
 * What would refuse the landing's code before it is sent, in the server's order; null when
 * only the server can tell. Sparing a request that must fail keeps the page from asking
 * again and again for someone who cannot activate anything.
 */
export function landingRefusal(
  user: Pick<CurrentUser, 'refActivated' | 'refCode' | 'steamLevel'>,
  code: string,
): LandingRefusal | null {
  if (user.refActivated) return 'already-activated'
  if (sameCode(user.refCode, code)) return 'own-code'
  if (user.steamLevel < REF_REQUIRED_LEVEL) return 'level-too-low'
  return null
}
