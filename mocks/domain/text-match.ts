/** Case-insensitive, and `ё` matches `е`, as Russian users type either. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').trim()
}

export function includesText(haystack: string, needle: string): boolean {
  return normalizeText(haystack).includes(normalizeText(needle))
}
