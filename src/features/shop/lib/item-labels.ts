import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The game platform's rarity and quality names as a visitor reads them. The API gives and filters
 * by the English names (`ShopItem.rarity`, `quality`), so they stay the values; only what is shown
 * is translated. A name not listed here is shown as the API gave it.
 */
const labels: Partial<Record<string, MessageDescriptor>> = {
  // CS2 rarities
  'Consumer Grade': msg({ message: 'Consumer Grade', context: 'item rarity' }),
  'Industrial Grade': msg({ message: 'Industrial Grade', context: 'item rarity' }),
  'Mil-Spec': msg({ message: 'Mil-Spec', context: 'item rarity' }),
  Restricted: msg({ message: 'Restricted', context: 'item rarity' }),
  Classified: msg({ message: 'Classified', context: 'item rarity' }),
  Covert: msg({ message: 'Covert', context: 'item rarity' }),
  Contraband: msg({ message: 'Contraband', context: 'item rarity' }),
  // Rust and Dota 2 rarities
  Common: msg({ message: 'Common', context: 'item rarity' }),
  Uncommon: msg({ message: 'Uncommon', context: 'item rarity' }),
  Rare: msg({ message: 'Rare', context: 'item rarity' }),
  Epic: msg({ message: 'Epic', context: 'item rarity' }),
  Mythical: msg({ message: 'Mythical', context: 'item rarity' }),
  Legendary: msg({ message: 'Legendary', context: 'item rarity' }),
  Immortal: msg({ message: 'Immortal', context: 'item rarity' }),
  Arcana: msg({ message: 'Arcana', context: 'item rarity' }),
  // CS2 wear
  'Factory New': msg({ message: 'Factory New', context: 'item wear' }),
  'Minimal Wear': msg({ message: 'Minimal Wear', context: 'item wear' }),
  'Field-Tested': msg({ message: 'Field-Tested', context: 'item wear' }),
  'Well-Worn': msg({ message: 'Well-Worn', context: 'item wear' }),
  'Battle-Scarred': msg({ message: 'Battle-Scarred', context: 'item wear' }),
  // Rust and Dota 2 qualities
  Normal: msg({ message: 'Normal', context: 'item quality' }),
  Standard: msg({ message: 'Standard', context: 'item quality' }),
  Inscribed: msg({ message: 'Inscribed', context: 'item quality' }),
  Genuine: msg({ message: 'Genuine', context: 'item quality' }),
  Exalted: msg({ message: 'Exalted', context: 'item quality' }),
}

export function itemLabel(i18n: I18n, name: string): string {
  const label = labels[name]
  return label ? i18n._(label) : name
}

/** "Covert · Field-Tested" in the page's language. */
export function itemDetails(i18n: I18n, item: { rarity: string; quality?: string | null }): string {
  const rarity = itemLabel(i18n, item.rarity)
  return item.quality ? `${rarity} · ${itemLabel(i18n, item.quality)}` : rarity
}
