import type { Schemas } from '~/api/types'

export type CaseItemRarity = Schemas['CaseItemRarity']

/**
 * The contract's case item rarities, common to rare, with the colours the platform draws them
 * in. The server answers a saved item's colour (`rarityColor`); this shows it while one is
 * picked. Names stay the platform's, untranslated, as the shop's rarity filter shows them.
 */
export const rarityColors: Readonly<Record<CaseItemRarity, string>> = {
  'Consumer Grade': '#b0c3d9',
  'Industrial Grade': '#5e98d9',
  'Mil-Spec': '#4b69ff',
  Restricted: '#8847ff',
  Classified: '#d32ce6',
  Covert: '#eb4b4b',
  Contraband: '#e4ae39',
}

export const caseItemRarities = Object.keys(rarityColors) as CaseItemRarity[]
