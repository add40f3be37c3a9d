import { glyph, type GlyphName } from './glyphs.ts'
import { glowGradient, linearGradient, pickBy, seedOf, sequence, shade, svgDocument } from './svg.ts'

export type CaseArtType = 'free' | 'promocode' | 'timed'

const emblems: readonly [GlyphName, ...GlyphName[]] = ['star', 'bolt', 'crown', 'gem', 'flame', 'skull', 'shield']

/** How a case opens, worn on the box: a bow for a free one, a coupon tag, a clock. */
const accents: Record<CaseArtType, string> = {
  free: '<path d="M112 62h16v46h-16z" fill="#ffd166"/><path d="M120 62c-8-22-34-20-28-4 4 8 18 6 28 4zm0 0c8-22 34-20 28-4-4 8-18 6-28 4z" fill="#ffd166" stroke="#b8860b" stroke-width="2"/>',
  promocode: `<g transform="rotate(14 188 140)"><path d="M166 126h36l10 14-10 14h-36z" fill="#fff"/><circle cx="172" cy="140" r="3" fill="#1b1f2a"/>${glyph('percent', 182, 131, 18, '#e4572e')}</g>`,
  timed: `<circle cx="188" cy="66" r="24" fill="#fff" stroke="#1b1f2a" stroke-width="3"/>${glyph('clock', 170, 48, 36, '#e4572e')}`,
}

/** Four-pointed sparkles around the box, placed from the case's name. */
function sparkles(seed: number): string {
  const next = sequence(seed)
  return [0, 1, 2]
    .map((index) => {
      const x = Math.round(index === 1 ? 196 + next() * 20 : 18 + next() * 30 + index * 10)
      const y = Math.round(40 + next() * 130)
      const r = Math.round(4 + next() * 5)
      return `M${x} ${y - r}q1 ${r - 1} ${r} ${r}q-${r - 1} 1-${r} ${r}q-1-${r - 1}-${r}-${r}q${r - 1}-1 ${r}-${r}z`
    })
    .join('')
}

/**
 * A case as the cases page shows it: a crate with a lid, metal corners, a latch and an emblem
 * of its own, in its colour, with what it takes to open it drawn on.
 */
export function caseArt(title: string, color: string, type: CaseArtType): string {
  const seed = seedOf(title)
  const trim = type === 'promocode' ? '#f2c14e' : '#d9dee7'
  const corners = 'M44 176h18v24H52q-8 0-8-8zM178 176h18v16q0 8-8 8h-10zM38 104h18v14H38zM184 104h18v14h-18z'
  return svgDocument(
    240,
    240,
    `<defs>${glowGradient('g', color, 0.6)}` +
      linearGradient('b', [shade(color, 0.1), shade(color, -0.5)], 'down') +
      linearGradient('l', [shade(color, 0.35), shade(color, -0.1)], 'down') +
      '</defs>' +
      '<ellipse cx="120" cy="128" rx="116" ry="106" fill="url(#g)"/>' +
      '<ellipse cx="120" cy="204" rx="88" ry="10" fill="#000" opacity=".45"/>' +
      '<rect x="44" y="112" width="152" height="88" rx="8" fill="url(#b)"/>' +
      `<rect x="58" y="128" width="124" height="60" rx="6" fill="${shade(color, -0.65)}" opacity=".55"/>` +
      '<path d="M38 112l8-42q2-8 10-8h128q8 0 10 8l8 42z" fill="url(#l)"/>' +
      '<path d="M54 68h132v4H54z" fill="#fff" opacity=".35"/>' +
      '<path d="M36 106h168v10H36z" fill="#1b1f2a"/>' +
      `<path d="${corners}" fill="${trim}"/>` +
      glyph(pickBy(seed, emblems), 92, 130, 56, '#fff', ` stroke="${shade(color, -0.6)}" stroke-width="1"`) +
      '<path d="M70 62h26l-44 138H44v-30z" fill="#fff" opacity=".08"/>' +
      `<rect x="106" y="98" width="28" height="30" rx="5" fill="${trim}" stroke="#1b1f2a" stroke-width="2"/>` +
      '<path d="M120 106a4 4 0 0 1 2 7.5l1.5 7h-7l1.5-7a4 4 0 0 1 2-7.5z" fill="#1b1f2a"/>' +
      accents[type] +
      `<path d="${sparkles(seed)}" fill="#fff" opacity=".8"/>`,
  )
}
