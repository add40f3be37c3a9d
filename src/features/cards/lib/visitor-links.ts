/** Country code of visitors who must not see links flagged `hideRuLink` / `hideLinkRu`. */
const RUSSIA = 'RU'

/**
 * Some sites ask not to be linked for visitors from Russia; the API flags those links and
 * tells the visitor's country in `core.country_code`.
 */
export function isLinkHiddenFor(countryCode: string | null | undefined, hiddenForRussia: boolean): boolean {
  return hiddenForRussia && countryCode?.trim().toUpperCase() === RUSSIA
}
