import { glowGradient, pickBy, seedOf, shade, svgDocument } from './svg.ts'

/** What the player wears over the eyes: a visor, plain eyes or a bandana; picked by the name. */
const faces = [
  (accent: string) => `<rect x="32" y="33" width="32" height="9" rx="4.5" fill="${accent}"/>`,
  () => '<circle cx="41" cy="38" r="3" fill="#1b1f2a"/><circle cx="55" cy="38" r="3" fill="#1b1f2a"/>',
  (accent: string) =>
    `<path d="M29 42h38v5q-19 10-38 0z" fill="${accent}"/><circle cx="41" cy="35" r="2.6" fill="#1b1f2a"/><circle cx="55" cy="35" r="2.6" fill="#1b1f2a"/>`,
] as const

/** A player's picture: a head and shoulders on a glow of the player's colour. Square: the app rounds it. */
export function avatarArt(name: string, color: string): string {
  const seed = seedOf(name)
  const accent = pickBy(seed >>> 2, ['#ffd166', '#06d6a0', '#f72585', '#4cc9f0'])
  return svgDocument(
    96,
    96,
    `<defs>${glowGradient('g', shade(color, 0.35), 1)}</defs>` +
      `<path d="M0 0h96v96H0z" fill="${shade(color, -0.45)}"/><circle cx="48" cy="40" r="56" fill="url(#g)"/>` +
      `<path d="M12 96c0-24 16-36 36-36s36 12 36 36z" fill="${shade(color, -0.7)}"/>` +
      `<circle cx="48" cy="38" r="19" fill="${shade(color, 0.75)}"/>` +
      pickBy(seed, faces)(accent),
  )
}
