import { escapeXml } from '../images.ts'
import { glyph, type GlyphName } from './glyphs.ts'
import { itemShapes, type ItemKind } from './item-shapes.ts'
import { ART_FONT, glowGradient, linearGradient, pickBy, seedOf, sequence, shade, svgDocument } from './svg.ts'

export type HeroGame = 'cs2' | 'rust' | 'dota2'

const gameItems: Record<HeroGame, { items: readonly [ItemKind, ...ItemKind[]]; label: string }> = {
  cs2: { items: ['rifle', 'sniper', 'knife', 'gloves', 'pistol'], label: 'CS2' },
  rust: { items: ['mask', 'hoodie', 'crate'], label: 'Rust' },
  dota2: { items: ['helm', 'gem', 'sword'], label: 'Dota 2' },
}

/** Specks of light across the picture, placed from its kicker and game. */
function specks(seed: number): string {
  const next = sequence(seed)
  return Array.from({ length: 7 }, () => {
    const r = +(1 + next() * 2.5).toFixed(1)
    return `M${Math.round(96 + next() * 448)} ${Math.round(20 + next() * 200)}h${r}v${r}h-${r}z`
  }).join('')
}

/**
 * An article's picture, 8:3 like the list and the page show it: a short kicker and the game on
 * the left, an item of the game with the topic's pictogram on the right, in the article's colour.
 * Everything stays within the middle 70 %, since the list's thumbnail crops the sides.
 */
export function articleHero(kicker: string, game: HeroGame, motif: GlyphName, color: string): string {
  const { items, label } = gameItems[game]
  const seed = seedOf(`${kicker}|${game}|${motif}`)
  const item = pickBy(seed, items)
  const pillWidth = Math.round(kicker.length * 12 + 26)
  return svgDocument(
    640,
    240,
    `<defs>${linearGradient('b', ['#121620', shade(color, -0.6)])}${glowGradient('g', color, 0.75)}` +
      linearGradient('a', ['#fff', shade(color, 0.4)]) +
      '<filter id="s"><feDropShadow dy="4" stdDeviation="5" flood-opacity=".55"/></filter></defs>' +
      '<path d="M0 0h640v240H0z" fill="url(#b)"/>' +
      '<ellipse cx="440" cy="120" rx="210" ry="150" fill="url(#g)"/>' +
      '<path d="M390 0h70L330 240h-70zM500 0h26L396 240h-26z" fill="#fff" opacity=".06"/>' +
      `<path d="${specks(seed)}" fill="#fff" opacity=".45"/>` +
      `<g filter="url(#s)"><path d="${itemShapes[item].paint}" transform="translate(350 24) scale(1.2)" fill="url(#a)" fill-rule="evenodd"/>` +
      `<circle cx="374" cy="168" r="38" fill="${color}" stroke="#fff" stroke-width="4"/>${glyph(motif, 350, 144, 48, '#fff')}</g>` +
      `<rect x="110" y="74" width="${pillWidth}" height="28" rx="14" fill="${color}"/>` +
      `<text x="124" y="93" font-family="${ART_FONT}" font-weight="700" font-size="14" letter-spacing="1" fill="#fff">${escapeXml(kicker.toUpperCase())}</text>` +
      `<text x="108" y="152" font-family="${ART_FONT}" font-weight="700" font-size="46" fill="#fff">${label}</text>` +
      `<path d="M110 166h64v5h-64z" fill="${color}"/>`,
  )
}
