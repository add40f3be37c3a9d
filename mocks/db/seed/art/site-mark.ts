import { escapeXml } from '../images.ts'
import { glyph, type GlyphName } from './glyphs.ts'
import { ART_FONT, linearGradient, pickBy, seedOf, shade, svgDocument } from './svg.ts'

const frames = [
  'M80 20l40 22v44l-40 22-40-22V42z',
  'M80 18l42 14v28c0 26-18 42-42 50-24-8-42-24-42-50V32z',
  'M80 18a46 46 0 1 0 .1 0z',
  'M80 16l48 48-48 48-48-48z',
  'M54 20h52l20 20v48l-20 20H54L34 88V40z',
] as const

/** The pictogram a site's name suggests (Storm: a bolt); any other name gets one from its letters. */
const wordGlyphs: ReadonlyArray<[RegExp, GlyphName]> = [
  [/Storm|Rapid|Hyper/, 'bolt'],
  [/Fire|Rush/, 'flame'],
  [/Star|Nova|Epic/, 'star'],
  [/Box|Crate|Case|Nest/, 'box'],
  [/Gift|Loot|Drop/, 'gift'],
  [/Club|Land/, 'crown'],
  [/Zone|Hub/, 'crosshair'],
  [/Lucky|Bay/, 'gem'],
  [/Way|Frost/, 'shield'],
  [/Skin/, 'skull'],
]
const anyGlyph: readonly [GlyphName, ...GlyphName[]] = ['star', 'bolt', 'gem', 'crown', 'shield', 'flame']

/** Relative luminance, enough to tell a light colour from a dark one. */
function isLight(color: string): boolean {
  const value = Number.parseInt(color.slice(1, 7), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 150
}

/**
 * A listed site's logo: an emblem (a frame with the pictogram its name suggests) over its name
 * set as a two-tone wordmark, on the site's colour. Square and full-bleed: the lists round its
 * corners themselves.
 */
export function siteMark(name: string, color: string): string {
  const seed = seedOf(name)
  const words = name.match(/[A-ZА-ЯЁ0-9][^A-ZА-ЯЁ0-9\s]*|[^A-ZА-ЯЁ0-9\s]+/g) ?? [name]
  const head = words[0] ?? name
  const tail = words.slice(1).join('')
  const icon = wordGlyphs.find(([pattern]) => pattern.test(tail || head))?.[1] ?? pickBy(seed, anyGlyph)
  const second = isLight(color) ? '#1b1f2a' : '#ffd166'
  const fontSize = Math.min(26, Math.floor(236 / Math.max(name.length, 1)))
  return svgDocument(
    160,
    160,
    `<defs>${linearGradient('b', [shade(color, 0.2), shade(color, -0.55)])}</defs>` +
      '<path d="M0 0h160v160H0z" fill="url(#b)"/>' +
      `<circle cx="${130 - (seed % 100)}" cy="${seed % 2 ? 0 : 160}" r="70" fill="#fff" opacity=".08"/>` +
      `<path d="${pickBy(seed >>> 4, frames)}" transform="translate(16 8) scale(.8)" fill="#fff"/>` +
      glyph(icon, 58, 35, 44, shade(color, -0.2)) +
      `<text x="80" y="140" text-anchor="middle" font-family="${ART_FONT}" font-weight="700" font-size="${fontSize}" letter-spacing="-.5" fill="#fff">` +
      `${escapeXml(head)}<tspan fill="${second}">${escapeXml(tail)}</tspan></text>`,
  )
}
