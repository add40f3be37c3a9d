/** A textarea's text as its lines ('' is no line at all, so an empty field is an empty list). */
export function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/\r?\n/)
}

export function joinLines(lines: readonly string[]): string {
  return lines.join('\n')
}

/** The lines as items: trimmed, the empty ones dropped. */
export function tidyLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '')
}
