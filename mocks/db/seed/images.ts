/**
 * Text in the seeded pictures, and the plain tile the admin panel still gives a user it makes.
 * The seed's own pictures are drawn in art/ (items, cases, site marks, article heroes, banners,
 * category icons, avatars); the fake backend keeps and serves them by address
 * (mocks/domain/fake-images.ts), so the data carries short URLs, not the pictures.
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
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
