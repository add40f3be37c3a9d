/**
 * Text in the seeded pictures, and the plain tile the admin panel still gives a user it makes.
 * The seed's own pictures are drawn in art/ (items, cases, site marks, article heroes, banners,
 * category icons, avatars); the fake backend keeps and serves them by address
 * (mocks/domain/fake-images.ts), so the data carries short URLs, not the pictures.
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

/** A coloured rounded tile with initials. */
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
