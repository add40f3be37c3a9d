import { escapeXml, wrapWords } from '../images.ts'
import { glyph, type GlyphName } from './glyphs.ts'
import { itemShapes, type ItemKind } from './item-shapes.ts'
import { ART_FONT, linearGradient, shade, svgDocument } from './svg.ts'

export interface BannerArt {
  title: string
  color: string
  accent: string
  /** The pictogram of what the banner offers (a gift, a case, a coupon). */
  glyph: GlyphName
  /** An item drawn large on the right, where the pictogram goes otherwise. */
  item?: ItemKind
}

const FONT_SIZE = 30
const LINE_HEIGHT = 38

/**
 * An advertising banner or a giveaway's cover, 8:3: the title wrapped and centred (a thumbnail
 * that crops the sides still shows it) between the offer's pictogram and its item.
 */
export function bannerArt({ title, color, accent, glyph: motif, item }: BannerArt): string {
  const lines = wrapWords(title, 22, 3)
  const firstBaseline = 120 - ((lines.length - 1) * LINE_HEIGHT) / 2 + FONT_SIZE * 0.35
  const text = lines
    .map((line, index) => `<tspan x="320" y="${firstBaseline + index * LINE_HEIGHT}">${escapeXml(line)}</tspan>`)
    .join('')
  const right = item
    ? `<path d="${itemShapes[item].paint}" transform="translate(470 44) scale(.95) rotate(-8 80 60)" fill="url(#a)" fill-rule="evenodd"/>`
    : glyph(motif, 500, 56, 116, 'url(#a)')
  return svgDocument(
    640,
    240,
    `<defs>${linearGradient('b', [color, accent])}${linearGradient('a', ['#fff', shade(color, 0.55)], 'down')}` +
      '<filter id="s"><feDropShadow dy="3" stdDeviation="4" flood-opacity=".45"/></filter></defs>' +
      '<rect width="640" height="240" rx="24" fill="url(#b)"/>' +
      '<path d="M200 0h90L190 240h-90zM420 0h40L360 240h-40z" fill="#fff" opacity=".07"/>' +
      `<g opacity=".2" transform="rotate(-14 100 120)">${glyph(motif, 20, 40, 160, '#fff')}</g>` +
      `<g filter="url(#s)">${right}` +
      `<text text-anchor="middle" font-family="${ART_FONT}" font-weight="700" font-size="${FONT_SIZE}" fill="#fff">${text}</text></g>`,
  )
}
