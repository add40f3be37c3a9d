import type { Schemas } from '~/api/types'

/**
 * Rarity names as the game platform gives them in `ShopItem.rarity` (the API filters by these
 * exact values, so they are not translated), cheapest first.
 */
const raritiesByGame: Record<Schemas['ShopGame'], readonly string[]> = {
  cs2: ['Consumer Grade', 'Industrial Grade', 'Mil-Spec', 'Restricted', 'Classified', 'Covert', 'Contraband'],
  rust: ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'],
  dota2: ['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary', 'Immortal', 'Arcana'],
}

/** The rarities to offer: the game's, or every game's when no game is chosen. */
export function raritiesFor(game: Schemas['ShopGame'] | undefined): readonly string[] {
  if (game) return raritiesByGame[game]
  return [...new Set(Object.values(raritiesByGame).flat())]
}
