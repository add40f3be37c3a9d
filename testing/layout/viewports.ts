/**
 * Story viewports at the site's layout breakpoints (the runner's own page is 414 px wide): a story
 * spreads `viewportParameters` into its parameters and picks one, e.g.
 * `globals: { viewport: { value: 'w1440', isRotated: false } }`.
 */
const widths = [900, 1200, 1440, 1600] as const

export type LayoutViewport = `w${(typeof widths)[number]}`

export const viewportParameters = {
  viewport: {
    options: Object.fromEntries(
      widths.map((width) => [`w${width}`, { name: `${width} px`, styles: { width: `${width}px`, height: '900px' } }]),
    ),
  },
}

export function atViewport(value: LayoutViewport) {
  return { viewport: { value, isRotated: false } }
}
