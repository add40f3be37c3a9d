import { glyph, type GlyphName } from './glyphs.ts'
import { linearGradient, shade, svgDocument } from './svg.ts'

/** A category's icon: its pictogram in white on a tile of its colour, lit from the top. */
export function categoryIcon(motif: GlyphName, color: string): string {
  return svgDocument(
    96,
    96,
    `<defs>${linearGradient('b', [shade(color, 0.25), shade(color, -0.35)], 'down')}</defs>` +
      '<rect width="96" height="96" rx="22" fill="url(#b)"/>' +
      '<rect x="4" y="4" width="88" height="44" rx="19" fill="#fff" opacity=".1"/>' +
      glyph(motif, 22, 22, 52, '#fff', ` stroke="${shade(color, -0.5)}" stroke-width=".6"`),
  )
}
