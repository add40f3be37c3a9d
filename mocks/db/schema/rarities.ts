/**
 * Rarity tiers of each game's items, from common to rare, with the platform's colours and
 * the price band (in coins) the seed draws prices from. A file of its own, importing nothing:
 * the case items' schema names the CS2 tiers, the seed draws from the bands, and the rules
 * (a case item's colour, a sold item's rarity) read the colours.
 */
export interface Rarity {
  name: string
  color: string
  /** Price band in coins. */
  price: readonly [number, number]
}

/** The CS2 tiers: what a case item's `rarity` may be. */
export const cs2RarityNames = [
  'Consumer Grade',
  'Industrial Grade',
  'Mil-Spec',
  'Restricted',
  'Classified',
  'Covert',
  'Contraband',
] as const
export type Cs2RarityName = (typeof cs2RarityNames)[number]

const cs2Rarities: ReadonlyArray<Rarity & { name: Cs2RarityName }> = [
  { name: 'Consumer Grade', color: '#b0c3d9', price: [1, 15] },
  { name: 'Industrial Grade', color: '#5e98d9', price: [5, 40] },
  { name: 'Mil-Spec', color: '#4b69ff', price: [20, 150] },
  { name: 'Restricted', color: '#8847ff', price: [100, 600] },
  { name: 'Classified', color: '#d32ce6', price: [400, 2500] },
  { name: 'Covert', color: '#eb4b4b', price: [1500, 12000] },
  { name: 'Contraband', color: '#e4ae39', price: [8000, 40000] },
]

export const raritiesByGame = {
  cs2: cs2Rarities,
  rust: [
    { name: 'Common', color: '#b0c3d9', price: [2, 20] },
    { name: 'Uncommon', color: '#5e98d9', price: [10, 80] },
    { name: 'Rare', color: '#4b69ff', price: [50, 300] },
    { name: 'Epic', color: '#8847ff', price: [200, 1200] },
    { name: 'Legendary', color: '#eb4b4b', price: [800, 5000] },
  ],
  dota2: [
    { name: 'Common', color: '#b0c3d9', price: [1, 10] },
    { name: 'Uncommon', color: '#5e98d9', price: [5, 30] },
    { name: 'Rare', color: '#4b69ff', price: [20, 120] },
    { name: 'Mythical', color: '#8847ff', price: [80, 500] },
    { name: 'Legendary', color: '#d32ce6', price: [300, 1500] },
    { name: 'Immortal', color: '#b28a33', price: [800, 4000] },
    { name: 'Arcana', color: '#ade55c', price: [2500, 9000] },
  ],
} as const satisfies Readonly<Record<'cs2' | 'rust' | 'dota2', ReadonlyArray<Rarity>>>

/** The colour of a CS2 tier. */
export function cs2RarityColor(name: Cs2RarityName): string {
  const tier = cs2Rarities.find((candidate) => candidate.name === name)
  if (!tier) throw new Error(`no CS2 rarity ${name}`)
  return tier.color
}
