import { perRow } from '../db/indexes.ts'
import type { Localized } from '../db/schema/fragments.ts'
import type { Locale } from './core.ts'

/** Case-insensitive, and `ё` matches `е`, as Russian users type either. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').trim()
}

export function includesText(haystack: string, needle: string): boolean {
  return normalizeText(haystack).includes(normalizeText(needle))
}

/** A record found by its title or description, in the visitor's language. */
export interface Searchable {
  title: Localized
  description: Localized
}

type SearchText = Record<Locale, readonly [title: string, description: string]>

/**
 * A record's texts normalised once per version of the row (an admin's update makes a new row,
 * and so a new entry), not on every search.
 */
const searchTextOf = perRow((row: Searchable): SearchText => ({
  ru: [normalizeText(row.title.ru), normalizeText(row.description.ru)],
  en: [normalizeText(row.title.en), normalizeText(row.description.en)],
}))

/**
 * The records whose title or description contains `text`, in their order; all of them for an
 * empty text. `text` is normalised here, each record's texts once for good.
 */
export function filterByText<Row extends Searchable>(
  rows: readonly Row[],
  text: string | undefined,
  locale: Locale,
): readonly Row[] {
  if (!text) return rows
  const needle = normalizeText(text)
  return rows.filter((row) => {
    const [title, description] = searchTextOf(row)[locale]
    return title.includes(needle) || description.includes(needle)
  })
}
