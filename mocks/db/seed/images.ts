/**
 * The seeded pictures, drawn as small SVGs (a few hundred bytes each, deterministic for the
 * same input). The fake backend keeps and serves them by address (mocks/domain/fake-images.ts),
 * so the data carries short URLs, not the pictures.
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Up to two letters: the initials of the words, or the first two letters of one word. */
function initials(text: string): string {
  const words = text.split(/[\s\-_|]+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  const first = words[0] ?? '?'
  const letters = words.length > 1 ? first.charAt(0) + (words[1] ?? '').charAt(0) : first.slice(0, 2)
  return letters.toUpperCase()
}

/** A coloured rounded tile with initials: category icons, card previews, avatars. */
export function tileSvg(
  label: string,
  color: string,
  size: { width: number; height: number } = { width: 160, height: 160 },
): string {
  const { width, height } = size
  const fontSize = Math.round(Math.min(width, height) * 0.38)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) * 0.14)}" fill="${color}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(initials(label))}</text>` +
    `</svg>`
  )
}

/** Greedy word wrap into at most `maxLines` lines; what does not fit ends in an ellipsis. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`
  return kept
}

const BANNER = { width: 640, height: 240, fontSize: 30, lineHeight: 38 }

/**
 * A wide picture with a title: banners, article and giveaway previews. The title is wrapped
 * and centred, so a thumbnail that crops the sides (object-fit: cover) still shows it.
 */
export function bannerSvg(title: string, color: string, accent: string): string {
  const { width, height, fontSize, lineHeight } = BANNER
  const lines = wrapWords(title, 24, 3)
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35
  const text = lines
    .map(
      (line, index) => `<tspan x="${width / 2}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="24" fill="url(#g)"/>` +
    `<circle cx="560" cy="40" r="90" fill="#fff" fill-opacity=".12"/>` +
    `<text text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text>` +
    `</svg>`
  )
}

const silhouettes = {
  rifle: 'M8 34h70l6-6h26v8h14v6H96l-6 4H62l-8 14H40l4-14H8z',
  pistol: 'M30 30h60v10H70l-4 6H58l-6 18H40l6-18H30z',
  knife: 'M20 44 88 26l6 4-54 20h-8l-6 8H16z',
  gloves: 'M40 22h10v20h4V18h10v24h4V22h10v30c0 10-8 16-18 16h-6c-10 0-16-8-16-18z',
  crate: 'M24 26h72v42H24zM24 38h72M52 26v42M68 26v42',
} as const
export type Silhouette = keyof typeof silhouettes

/** A skin or item: a simple weapon silhouette on a glow of its rarity colour. */
export function itemSvg(kind: Silhouette, rarityColor: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90" viewBox="0 0 120 90">` +
    `<rect width="120" height="90" rx="10" fill="#1b1f2a"/>` +
    `<ellipse cx="60" cy="48" rx="48" ry="28" fill="${rarityColor}" fill-opacity=".35"/>` +
    `<path d="${silhouettes[kind]}" fill="#e8ecf4" stroke="${rarityColor}" stroke-width="2" stroke-linejoin="round"/>` +
    `<rect y="84" width="120" height="6" fill="${rarityColor}"/>` +
    `</svg>`
  )
}
