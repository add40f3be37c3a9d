import { itemShapes, type ItemKind } from './item-shapes.ts'
import { glowGradient, linearGradient, pickBy, seedOf, sequence, shade, svgDocument } from './svg.ts'

export type ItemGame = 'cs2' | 'rust' | 'dota2'

const cs2Kinds: ReadonlyArray<[RegExp, ItemKind]> = [
  [/^Sticker \|/, 'sticker'],
  [/Gloves|Hand Wraps/, 'gloves'],
  [/^★ Karambit/, 'karambit'],
  [/^★/, 'knife'],
  [/^(AWP|SSG 08|SCAR-20|G3SG1)\b/, 'sniper'],
  [/^(Glock-18|USP-S|P2000|P250|Desert Eagle|Five-SeveN|Tec-9|CZ75-Auto|Dual Berettas|R8 Revolver)\b/, 'pistol'],
  [/^(MP9|MAC-10|MP7|MP5-SD|UMP-45|P90|PP-Bizon)\b/, 'smg'],
  [/^(Nova|XM1014|MAG-7|Sawed-Off)\b/, 'shotgun'],
]
const rustKinds: ReadonlyArray<[RegExp, ItemKind]> = [
  [/AK47|Rifle|LR-300|Thompson|SMG/, 'rifle'],
  [/Pistol|Revolver|Python/, 'pistol'],
  [/Sword|Machete|Knife/, 'sword'],
  [/Hoodie|Shirt|Jacket/, 'hoodie'],
  [/mask|grin/i, 'mask'],
]
const dotaKinds: ReadonlyArray<[RegExp, ItemKind]> = [
  [/Helm|Horns|Mask|Crown/, 'helm'],
  [/Blade|Sword|Paradox|Edge/, 'sword'],
]
const kindsByGame = { cs2: cs2Kinds, rust: rustKinds, dota2: dotaKinds }
const otherKind: Record<ItemGame, ItemKind> = { cs2: 'rifle', rust: 'crate', dota2: 'gem' }

/** What an item is, read from its market name as the platform spells it. */
export function itemKindOf(marketHashName: string, game: ItemGame = 'cs2'): ItemKind {
  return kindsByGame[game].find(([pattern]) => pattern.test(marketHashName))?.[1] ?? otherKind[game]
}

const wears = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'] as const

/** 0 (Factory New) to 4 (Battle-Scarred), or null for an item that does not wear. */
export function wearOf(marketHashName: string): number | null {
  const index = wears.findIndex((wear) => marketHashName.endsWith(`(${wear})`))
  return index < 0 ? null : index
}

const accents = ['#ffd166', '#06d6a0', '#4cc9f0', '#f72585', '#ffffff', '#ff6b35', '#111318'] as const

/** Paint that makes two skins of one weapon differ: stripes, a band or blotches in an accent. */
function pattern(seed: number): string {
  const accent = pickBy(seed >>> 3, accents)
  const next = sequence(seed)
  const style = seed % 3
  if (style === 0) {
    const x = Math.round(30 + next() * 40)
    return `<path d="M${x} 0h12l-30 120h-12zM${x + 30} 0h6l-30 120h-6zM${x + 56} 0h16l-30 120h-16z" fill="${accent}" opacity=".5"/>`
  }
  if (style === 1) {
    const y = Math.round(44 + next() * 16)
    return `<path d="M0 ${y}h160v7H0z" fill="${accent}" opacity=".55"/>`
  }
  const blots = [0, 1, 2, 3]
    .map(
      () =>
        `<circle cx="${Math.round(20 + next() * 120)}" cy="${Math.round(40 + next() * 40)}" r="${Math.round(6 + next() * 10)}"/>`,
    )
    .join('')
  return `<g fill="${accent}" opacity=".4">${blots}</g>`
}

const scratchCounts = [0, 2, 5, 8, 12]
const fading = [0, 0, 0.08, 0.16, 0.28]

/** Scratches and a dull film that grow from Factory New to Battle-Scarred; a shine when new. */
function wearMarks(seed: number, wear: number | null): string {
  if (wear === null) return ''
  const next = sequence(seed ^ 0x5bd1e995)
  const scratches = Array.from({ length: scratchCounts[wear] ?? 0 }, () => {
    const x = Math.round(16 + next() * 130)
    const y = Math.round(36 + next() * 50)
    return `M${x} ${y}l${Math.round(4 + next() * 12)} ${Math.round(next() * 8 - 4)}`
  }).join('')
  const film = fading[wear] ? `<path d="M0 0h160v120H0z" fill="#8a8f99" opacity="${fading[wear]}"/>` : ''
  const shine = wear <= 1 ? '<path d="M0 44h160v3H0z" fill="#fff" opacity=".3"/>' : ''
  const lines = scratches ? `<path d="${scratches}" stroke="#e6e9ef" stroke-width="1.2" opacity=".55"/>` : ''
  return film + shine + lines
}

/**
 * A skin or item as the shop and the cases show it: its outline, painted in its rarity colour
 * with a pattern of its own, worn as its exterior says, on a glow of the rarity colour.
 */
export function itemArt(marketHashName: string, rarityColor: string, game: ItemGame = 'cs2'): string {
  const shape = itemShapes[itemKindOf(marketHashName, game)]
  const seed = seedOf(marketHashName)
  const metal = 'metal' in shape ? `<path d="${shape.metal}" fill="#2b303b"/>` : ''
  const pair = 'pair' in shape ? '<use href="#p" transform="matrix(-.9 .2 .2 .9 112 -6)" opacity=".75"/>' : ''
  const light = 'light' in shape ? `<path d="${shape.light}" fill="#fff" opacity=".35"/>` : ''
  return svgDocument(
    160,
    120,
    `<defs>${glowGradient('g', rarityColor, 0.55)}` +
      linearGradient('a', [shade(rarityColor, 0.45), rarityColor, shade(rarityColor, -0.45)]) +
      '<filter id="s"><feDropShadow dy="3" stdDeviation="3" flood-opacity=".6"/></filter>' +
      '<clipPath id="c"><use href="#p"/></clipPath></defs>' +
      '<ellipse cx="80" cy="62" rx="76" ry="54" fill="url(#g)"/>' +
      `<g filter="url(#s)">${pair}<path id="p" d="${shape.paint}" fill="url(#a)" fill-rule="evenodd" stroke="#0b0d12" stroke-opacity=".4"/>${metal}${light}</g>` +
      `<g clip-path="url(#c)">${pattern(seed)}${wearMarks(seed, wearOf(marketHashName))}</g>`,
  )
}
