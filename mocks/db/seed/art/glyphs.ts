/**
 * Small filled pictograms on a 24-unit grid (holes by the even-odd rule): case emblems, site
 * marks, category icons and the motifs of banners and article heroes.
 */
const glyphs = {
  star: 'M12 1.5l3.2 7h7.3l-5.8 4.6 2.2 7.4L12 16l-6.9 4.5 2.2-7.4L1.5 8.5h7.3z',
  bolt: 'M14 1 4 14h7l-2 9 10-13h-7z',
  crown: 'M2 6l5 5 5-8 5 8 5-5-2 12H4zM4 19h16v3H4z',
  gem: 'M6 3h12l5 6-11 13L1 9zM8 9h8l-4 9z',
  flame: 'M12 1c1 5 7 7 7 14a7 7 0 0 1-14 0c0-3 1.5-5 3-6.5 0 3 1 4.5 2.5 4.5C10 8 12 5 12 1z',
  shield: 'M12 1l9 4v6c0 6-4 10-9 12-5-2-9-6-9-12V5zM12 5v14c3-1.5 5-4 5-8V7.5z',
  gift: 'M3 8h8v5H3zM13 8h8v5h-8zM4 14h7v8H4zM13 14h7v8h-7zM12 7.5C9 3 4 3 5 6.5c.8 1.5 4 1 7 1 3 0 6.2.5 7-1C20 3 15 3 12 7.5z',
  ticket:
    'M2 5h20v4.5a2.5 2.5 0 0 0 0 5V19H2v-4.5a2.5 2.5 0 0 0 0-5zM8.5 7.5a1.8 1.8 0 1 0 .1 0zM15.5 13a1.8 1.8 0 1 0 .1 0zM15 7l1.4 1-7.4 9-1.4-1z',
  coin: 'M12 1a11 11 0 1 0 .1 0zM12 4a8 8 0 1 1-.1 0zM11 6h2v2h1.5v2H11v1h3.5v5H13v2h-2v-2H9.5v-2H13v-1H9.5V8H11z',
  swap: 'M2 6h13V2l7 6-7 6v-4H2zM22 14H9v-4l-7 6 7 6v-4h13z',
  trophy:
    'M6 2h12v3h4v3a5 5 0 0 1-5 5h-.6A6 6 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A6 6 0 0 1 7.6 13H7a5 5 0 0 1-5-5V5h4zM4 7v1a3 3 0 0 0 2 2.8V7zM20 7h-2v3.8A3 3 0 0 0 20 8z',
  clock: 'M12 1a11 11 0 1 0 .1 0zM12 4a8 8 0 1 1-.1 0zM11 6h2v5.4l3.6 2.6-1.2 1.6-4.4-3.2z',
  crosshair:
    'M11 1h2v5h-2zM11 18h2v5h-2zM1 11h5v2H1zM18 11h5v2h-5zM12 4a8 8 0 1 0 .1 0zM12 6.5a5.5 5.5 0 1 1-.1 0zM10.5 10.5h3v3h-3z',
  box: 'M3 9h18v12H3zM2 4h20v5H2zM10 8h4v5h-4z',
  link: 'M10 6H7a6 6 0 0 0 0 12h3v-3H7a3 3 0 0 1 0-6h3zM14 6h3a6 6 0 0 1 0 12h-3v-3h3a3 3 0 0 0 0-6h-3zM8 10.5h8v3H8z',
  warning: 'M12 1.5 23 21.5H1zM10.8 8h2.4l-.4 7h-1.6zM10.8 16.5h2.4v2.4h-2.4z',
  percent:
    'M6 2a4 4 0 1 0 .1 0zM6 4.5a1.5 1.5 0 1 1-.1 0zM18 14a4 4 0 1 0 .1 0zM18 16.5a1.5 1.5 0 1 1-.1 0zM17.5 2l2.5 1.8L6.5 22 4 20.2z',
  people:
    'M8 2a4.5 4.5 0 1 0 .1 0zM0 22c0-6 3.5-9 8-9s8 3 8 9zM17 4a3.5 3.5 0 1 0 .1 0zM16 13c4.5 0 8 2.5 8 9h-6c0-4-1-7-2-9z',
  skull:
    'M12 1C6 1 2 5 2 11c0 3 1.5 5 3 6v4h3v-2h2v2h4v-2h2v2h3v-4c1.5-1 3-3 3-6 0-6-4-10-10-10zM7.5 9a2.5 2.5 0 1 0 .1 0zM16.5 9a2.5 2.5 0 1 0 .1 0zM12 13.5l1.5 2.5h-3z',
} as const

export type GlyphName = keyof typeof glyphs

/** A pictogram `size` units wide with its top-left corner at (x, y). */
export function glyph(name: GlyphName, x: number, y: number, size: number, fill: string, extra = ''): string {
  const scale = +(size / 24).toFixed(3)
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="${glyphs[name]}" fill="${fill}" fill-rule="evenodd"${extra}/>`
}
